### Que língua é a desta pasta (ver en/language.ftl).

# O nome da língua, escrito nela mesma.
language-name = Português do Brasil
# O nome em um botão de duas ou três letras.
language-short = BR
# A língua cujas palavras valem para uma mensagem que estes arquivos não têm:
# aqui só está o que difere do português europeu.
language-fallback = pt-PT
# Como os números inteiros agrupam os algarismos em uma frase (ver en).
language-thousands = .
