### As palavras que só o tabuleiro da Senha diz nas páginas, em português europeu.

mm_strategy_knuth = Estratégia de Knuth
mm_strategy_entropy = Mais informação
mm_strategy_most-parts = Dividir em mais partes
mm_strategy_expected-size = Menos códigos em média
mm_strategy_random-consistent = Um código possível ao acaso
mm_strategy_optimal-worst = A melhor no pior caso
mm_strategy_optimal-average = A melhor em média
mm_prompt_guess = Escolhe { $k } cores na paleta e carrega em «Tentar este código».
mm_prompt_secret = Escolhe { $k } cores na paleta e carrega em «Esconder este segredo» — ou escolhe um dos botões de baixo.
mm_prompt_answer = Escolhe a resposta certa ao palpite.
mm_move_guess = tenta { $code }
mm_move_secret = esconde um segredo
mm_move_random = sorteia um segredo
mm_move_adversary = responde como adversário
mm_move_answer = responde à mão
mm_move_marks = responde { $marks }
mm_palette = Paleta
mm_compose = Compõe um código
mm_guess = Tentar este código
mm_secret = Esconder este segredo
mm_clear = Limpar
mm_erase = Apagar o último
mm_color = cor { $n }
mm_right = lugar certo
mm_elsewhere = cor noutro lugar
mm_absent = ausente
mm_marks = Marcas
mm_remaining = Códigos ainda possíveis: { $n }
mm_partition = Como este palpite dividiria os códigos possíveis
mm_round = Ronda { $k }
mm_score = Palpites gastos: A { $a } · B { $b } (ganha quem gasta menos)
mm_maker = quem esconde
mm_breaker = quem adivinha
mm_hidden = segredo escondido
mm_secretlabel = Código:
mm_broken =
    { $n ->
        [1] Código descoberto à primeira tentativa!
       *[other] Código descoberto em { $n } tentativas.
    }
mm_notbroken =
    { $n ->
        [1] Código não descoberto: { $seat } fica com 1 ponto.
       *[other] Código não descoberto: { $seat } fica com { $n } pontos.
    }
mm_answer = Responde ao palpite (as respostas coerentes com as anteriores)
mm_compose_secret = Compõe o teu segredo (só tu o vês)
mm_making_random = Segredo ao acaso
mm_making_adversary = Adversário (o computador responde)
mm_making_answer = Responder à mão
mm_making_random_help = Um segredo tirado ao acaso para ti.
mm_making_adversary_help = O computador responde guardando o maior número de códigos possível.
mm_making_answer_help = Respondes tu a cada palpite; as contradições são recusadas.
mm_right_n = { $n } no lugar certo
mm_elsewhere_n =
    { $n ->
        [one] { $n } cor noutro lugar
       *[other] { $n } cores noutro lugar
    }
