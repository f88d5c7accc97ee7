### As palavras que só o tabuleiro da Senha diz nas páginas, em português do Brasil: só as que diferem.

mm_prompt_guess = Escolha { $k } cores na paleta e { $click } em “Chutar esta senha”.
mm_prompt_secret = Escolha { $k } cores na paleta e { $click } em “Esconder esta senha” — ou escolha um dos botões abaixo.
mm_prompt_answer = Escolha a resposta certa ao chute.
mm_move_guess = chuta { $code }
mm_compose = Monte um chute
mm_guess = Chutar esta senha
mm_round = Rodada { $k }
mm_broken =
    { $n ->
        [1] Senha descoberta no primeiro chute!
       *[other] Senha descoberta em { $n } chutes.
    }
mm_answer = Responda ao chute (as respostas coerentes com as anteriores)
mm_compose_secret = Monte a sua senha (só você a vê)
mm_making_random_help = Uma senha sorteada para você.
mm_making_answer_help = Você responde a cada chute; contradições são recusadas.
mm_elsewhere = cor em outro lugar
mm_elsewhere_n =
    { $n ->
        [one] { $n } cor em outro lugar
       *[other] { $n } cores em outro lugar
    }
mm_secret = Esconder esta senha
mm_remaining = Senhas ainda possíveis: { $n }
mm_score = Chutes gastos: A { $a } · B { $b } (ganha quem gasta menos)
mm_partition = Como este chute dividiria as senhas possíveis
mm_hidden = senha escondida
mm_secretlabel = Senha:
mm_notbroken =
    { $n ->
        [1] Senha não descoberta: { $seat } fica com 1 ponto.
       *[other] Senha não descoberta: { $seat } fica com { $n } pontos.
    }
mm_making_random = Senha sorteada
mm_making_adversary_help = O computador responde deixando o maior número possível de senhas.
mm_move_secret = esconde uma senha
mm_move_random = sorteia uma senha
mm_strategy_expected-size = Menos senhas em média
mm_strategy_random-consistent = Uma senha possível ao acaso
