### What this folder's language is. Every folder of crates/core/locales is a
### language of the laboratory: a new language is a new folder with this file
### and the core's files translated, then the same file name in every family's
### locales folder (see "Where texts live" in docs/architecture.md).

# The language's name, written in itself, for the menus that offer it.
language-name = English
# The language's name on the page's button (short: a phone's header holds
# every language's button).
language-button = English
# The name on a button two or three letters wide, and the page's code for it
# (`?lang=pt`).
language-short = EN
# The words for yes and no of a parameter that is true or false, as this
# language writes them (the first is written, every one is read, comma
# between; `true`/`false`, `1`/`0`, `on`/`off` are always read).
language-yes = yes
language-no = no
# How whole numbers group their digits in a sentence: `none` (2375642),
# `space` (a space that never breaks a line: 2 375 642) or one character
# (`.` for 2.375.642, `,` for 2,375,642).
language-thousands = none
