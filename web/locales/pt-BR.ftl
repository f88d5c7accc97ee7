### As palavras comuns das páginas do laboratório, em português do Brasil: só as que diferem do português europeu ({ $Click }: "Toque" ou "Clique").

game-rules-teacher = Para o professor: parâmetros, notação e linha de comando
game-first-loses = Quem começa perde: escolha ser B.
an-strategies-intro = Para a variante escolhida, o computador joga cada estratégia contra todas as senhas possíveis e conta os chutes de que precisa. O pior caso é o maior número de chutes; a média é o total de chutes dividido pelo número de senhas.
an-read = Cada barra conta as senhas descobertas com esse número de chutes; o número está escrito em cima da barra e, embaixo, o número de chutes.
an-col-worst = Pior caso (chutes)
an-col-average = Média de chutes
an-col-total = Total de chutes
an-col-histogram = Senhas descobertas em 1, 2, 3… chutes
an-guesses =
    { $n ->
        [one] { $n } chute
       *[other] { $n } chutes
    }
an-bar = { $count } senhas descobertas em { $k } chutes
an-chart-title = { $strategy }: quantas senhas são descobertas com 1, 2, 3… chutes
an-axis-guesses = chutes
an-over = { $n } senhas precisam de mais chutes do que os { $max } de uma rodada.
an-left-too-large = só é calculada em variantes de até { $max } senhas
an-value-intro = Escreva uma posição (ou deixe o início) e o computador procura o que acontece se os dois jogarem o melhor possível até o fim.
an-value-class = Para quem joga agora ({ $seat }), a posição é { $class }.
match-details-moves = Jogadas na notação do jogo:
mm-prompt-guess = Escolha { $k } cores na paleta e { $click } em “Chutar esta senha”.
mm-prompt-secret = Escolha { $k } cores na paleta e { $click } em “Esconder esta senha” — ou escolha um dos botões abaixo.
mm-prompt-answer = Escolha a resposta certa ao chute.
mm-move-guess = chuta { $code }
nav-lang = Idioma
nav-join-title = Entrar em uma turma com o código que o professor passou
loading = Carregando…
error-network = Sem conexão com o servidor.
english-note = (texto só em inglês)
lobby-intro = Escolha um jogo para ler as regras, jogar contra o campeão, convidar um colega ou analisar.
lobby-book = Jogos e Estratégias — os jogos do livro, na ordem
lobby-filter = Buscar
setup-invited = pessoa convidada (link)
setup-start-example = Escreva assim: { $start } (o início desta partida).
setup-checking = Verificando…
setup-fix = Corrija o campo marcado antes de começar.
param-range = Escreva um número inteiro de { $min } a { $max }.
param-atleast = Escreva um número inteiro ({ $min } ou mais).
game-invite-help = Cria uma sala com dois lugares para pessoas e um link secreto para cada uma.
game-back = ← Todos os jogos
match-you = Você joga com { $seat }.
game-name-bad = Um nome tem no máximo { $max } caracteres, numa linha só, sem caracteres de controle.
match-spectator = Você está assistindo (sem lugar).
match-yourturn = É a sua vez ({ $seat }).
match-thinking = O campeão está pensando…
match-youwin = Você ganhou! 🎉
match-youlose = Você perdeu — ganhou { $seat }.
match-winner = { $seat } ganhou!
match-replay = Rever a partida, jogada por jogada
match-legal-many = Há jogadas demais para listar; escreva a sua.
match-moves = Jogadas
match-nomoves = Nenhuma jogada ainda.
match-typed = Escrever uma jogada
match-legal = Jogadas possíveis
match-connected = conectado
match-connecting = conectando…
match-reconnecting = reconectando…
match-invite = Links de convite
match-invite-keep = O seu lugar (guarde este link)
match-invite-send = Envie ao colega
hint-good = Boas jogadas
hint-suggested = Jogadas recomendadas (uma estimativa, não uma prova)
hint-best = As melhores jogadas (nenhuma ganha)
hint-none = Nenhuma jogada ganha: resista o máximo que puder.
hint-remoteness = Geração { $n } (jogadas até o fim)
history-moves = Jogadas
replay-step = Jogada { $k } de { $n }
mm-compose = Monte um chute
mm-guess = Chutar esta senha
mm-round = Rodada { $k }
mm-broken =
    { $n ->
        [1] Senha descoberta no primeiro chute!
       *[other] Senha descoberta em { $n } chutes.
    }
mm-answer = Responda ao chute (as respostas coerentes com as anteriores)
mm-compose-secret = Monte a sua senha (só você a vê)
mm-making-random-help = Uma senha sorteada para você.
mm-making-answer-help = Você responde a cada chute; contradições são recusadas.
mark-unknown = não se sabe
replay-nomistake = Nenhum erro: nenhuma jogada jogou fora o que o jogador tinha.
replay-mistake = Primeiro erro — jogada { $k } ({ $seat }: { $move })
replay-mistake-go = Ver essa jogada
replay-marks = Marcas das jogadas
replay-heading = Rever a partida: { $game }
analyse-period = A tabela se repete a cada { $period } linhas a partir da linha { $preperiod }.
analyse-period-flat = A tabela se repete a cada { $period } a partir de { $preperiod }.
analyse-period-window = Período confirmado em uma janela de { $window } (para o professor).
mm-elsewhere = cor em outro lugar
mm-elsewhere-n =
    { $n ->
        [one] { $n } cor em outro lugar
       *[other] { $n } cores em outro lugar
    }
replay-unknown-size = Não dá para saber se houve erros: há posições grandes demais para o computador resolver a tempo.
replay-unknown-chance = Não dá para saber se houve erros: neste jogo há sorte (um número sorteado), e o valor de algumas jogadas não pode ser calculado.
replay-unknown-hidden = Não dá para saber se houve erros: neste jogo há coisas escondidas de um dos jogadores, e o valor de algumas jogadas não pode ser calculado.
replay-next = Próxima
param-notnumber = “{ $value }” não é um número inteiro.
replay-legend-lost = Uma jogada pode ser “má” sem ser um erro: quem já estava perdendo não tem nenhuma jogada boa, todas deixam uma posição frágil.
mm-secret = Esconder esta senha
mm-remaining = Senhas ainda possíveis: { $n }
mm-score = Chutes gastos: A { $a } · B { $b } (ganha quem gasta menos)
mm-partition = Como este chute dividiria as senhas possíveis
mm-hidden = senha escondida
mm-secretlabel = Senha:
mm-notbroken =
    { $n ->
        [1] Senha não descoberta: { $seat } fica com 1 ponto.
       *[other] Senha não descoberta: { $seat } fica com { $n } pontos.
    }
mm-making-random = Senha sorteada
mm-making-adversary-help = O computador responde deixando o maior número possível de senhas.
mm-move-secret = esconde uma senha
mm-move-random = sorteia uma senha
mm-strategy-expected-size = Menos senhas em média
mm-strategy-random-consistent = Uma senha possível ao acaso
an-variant = { $pegs } posições, { $colors } cores, { $repeats }: { $secrets } senhas possíveis.
an-repeats-yes = a senha pode repetir cores
an-repeats-no = sem cores repetidas na senha
replay-legend-guesses = ✓ boa: nenhum chute deixaria menos senhas no pior caso · ° neutra: combina com as respostas, mas não é o melhor · ✗ má: não podia ser a senha, e havia chutes melhores
replay-legend-positions = ✓ boa: deixa uma posição inatacável (tipo-S) · ✗ má: deixa uma posição frágil (tipo-P) · ° neutra: deixa uma posição neutra (tipo-N)
nav-main = Menu principal
tag-family = Tipo de jogo: { $family }
tag-id = Identificador do jogo (para o professor)
