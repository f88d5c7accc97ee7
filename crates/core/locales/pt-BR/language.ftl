### Que língua é a desta pasta (ver en/language.ftl).

# O nome da língua, escrito nela mesma.
language-name = Português do Brasil
# O nome no botão da página (curto: o cabeçalho de um celular tem os botões de
# todas as línguas).
language-button = Brasil
# O nome em um botão de duas ou três letras, e o código da língua na página
# (`?lang=br`).
language-short = BR
# A língua cujas palavras valem para uma mensagem que estes arquivos não têm:
# aqui só está o que difere do português europeu.
language-fallback = pt-PT
# Como os números inteiros agrupam os algarismos em uma frase (ver en).
language-thousands = .
