### Que língua é a desta pasta (ver en/language.ftl).

# O nome da língua, escrito nela própria.
language-name = Português
# O nome no botão da página (curto: o cabeçalho de um telemóvel tem os botões
# de todas as línguas).
language-button = Português
# O nome num botão de duas ou três letras, e o código da língua na página
# (`?lang=pt`).
language-short = PT
# As palavras de sim e não de um parâmetro booleano (a primeira é a que se
# escreve; as outras também se leem).
language-yes = sim
language-no = não, nao
# Como os números inteiros agrupam os algarismos numa frase (ver en).
language-thousands = space
