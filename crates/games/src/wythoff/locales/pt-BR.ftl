### As palavras da família `wythoff`, em português do Brasil: só as que diferem do português europeu.
