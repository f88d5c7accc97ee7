### As palavras comuns das páginas do laboratório, em português do Brasil: só as que diferem do português europeu ({ $Click }: "Toque" ou "Clique").

game_rules_teacher = Para o professor: parâmetros, notação e linha de comando
game_first_loses = Quem começa perde: escolha ser B.
an_strategies_intro = Para a variante escolhida, o computador joga cada estratégia contra todas as senhas possíveis e conta os chutes de que precisa. O pior caso é o maior número de chutes; a média é o total de chutes dividido pelo número de senhas.
an_read = Cada barra conta as senhas descobertas com esse número de chutes; o número está escrito em cima da barra e, embaixo, o número de chutes.
an_col_worst = Pior caso (chutes)
an_col_average = Média de chutes
an_col_total = Total de chutes
an_col_histogram = Senhas descobertas em 1, 2, 3… chutes
an_guesses =
    { $n ->
        [one] { $n } chute
       *[other] { $n } chutes
    }
an_bar = { $count } senhas descobertas em { $k } chutes
an_chart_title = { $strategy }: quantas senhas são descobertas com 1, 2, 3… chutes
an_axis_guesses = chutes
an_over = { $n } senhas precisam de mais chutes do que os { $max } de uma rodada.
an_left_too-large = só é calculada em variantes de até { $max } senhas
an_value_intro = Escreva uma posição (ou deixe o início) e o computador procura o que acontece se os dois jogarem o melhor possível até o fim.
an_value_class = Para quem joga agora ({ $seat }), a posição é { $class }.
match_details_moves = Jogadas na notação do jogo:
nav_lang = Idioma
nav_join_title = Entrar em uma turma com o código que o professor passou
loading = Carregando…
error_network = Sem conexão com o servidor.
english_note = (texto só em inglês)
lobby_intro = Escolha um jogo para ler as regras, jogar contra o campeão, convidar um colega ou analisar.
lobby_book = Jogos e Estratégias — os jogos do livro, na ordem
lobby_filter = Buscar
setup_invited = pessoa convidada (link)
setup_start_example = Escreva assim: { $start } (o início desta partida).
setup_checking = Verificando…
setup_fix = Corrija o campo marcado antes de começar.
param_range = Escreva um número inteiro de { $min } a { $max }.
param_atleast = Escreva um número inteiro ({ $min } ou mais).
game_invite_help = Cria uma sala com dois lugares para pessoas e um link secreto para cada uma.
game_back = ← Todos os jogos
match_you = Você joga com { $seat }.
game_name_bad = Um nome tem no máximo { $max } caracteres, numa linha só, sem caracteres de controle.
match_spectator = Você está assistindo (sem lugar).
match_yourturn = É a sua vez ({ $seat }).
match_thinking = O campeão está pensando…
match_youwin = Você ganhou! 🎉
match_youlose = Você perdeu — ganhou { $seat }.
match_winner = { $seat } ganhou!
match_replay = Rever a partida, jogada por jogada
match_legal_many = Há jogadas demais para listar; escreva a sua.
match_moves = Jogadas
match_nomoves = Nenhuma jogada ainda.
match_typed = Escrever uma jogada
match_legal = Jogadas possíveis
match_connected = conectado
match_connecting = conectando…
match_reconnecting = reconectando…
match_invite = Links de convite
match_invite_keep = O seu lugar (guarde este link)
match_invite_send = Envie ao colega
hint_good = Boas jogadas
hint_suggested = Jogadas recomendadas (uma estimativa, não uma prova)
hint_best = As melhores jogadas (nenhuma ganha)
hint_none = Nenhuma jogada ganha: resista o máximo que puder.
hint_remoteness = Geração { $n } (jogadas até o fim)
history_moves = Jogadas
replay_step = Jogada { $k } de { $n }
mark_unknown = não se sabe
replay_nomistake = Nenhum erro: nenhuma jogada jogou fora o que o jogador tinha.
replay_mistake = Primeiro erro — jogada { $k } ({ $seat }: { $move })
replay_mistake_go = Ver essa jogada
replay_marks = Marcas das jogadas
replay_heading = Rever a partida: { $game }
analyse_period = A tabela se repete a cada { $period } linhas a partir da linha { $preperiod }.
analyse_period_flat = A tabela se repete a cada { $period } a partir de { $preperiod }.
analyse_period_window = Período confirmado em uma janela de { $window } (para o professor).
replay_unknown_size = Não dá para saber se houve erros: há posições grandes demais para o computador resolver a tempo.
replay_unknown_chance = Não dá para saber se houve erros: neste jogo há sorte (um número sorteado), e o valor de algumas jogadas não pode ser calculado.
replay_unknown_hidden = Não dá para saber se houve erros: neste jogo há coisas escondidas de um dos jogadores, e o valor de algumas jogadas não pode ser calculado.
replay_next = Próxima
param_notnumber = “{ $value }” não é um número inteiro.
replay_legend_lost = Uma jogada pode ser “má” sem ser um erro: quem já estava perdendo não tem nenhuma jogada boa, todas deixam uma posição frágil.
an_variant = { $pegs } posições, { $colors } cores, { $repeats }: { $secrets } senhas possíveis.
an_repeats_yes = a senha pode repetir cores
an_repeats_no = sem cores repetidas na senha
replay_legend_guesses = ✓ boa: nenhum chute deixaria menos senhas no pior caso · ° neutra: combina com as respostas, mas não é o melhor · ✗ má: não podia ser a senha, e havia chutes melhores
replay_legend_positions = ✓ boa: deixa uma posição inatacável (tipo-S) · ✗ má: deixa uma posição frágil (tipo-P) · ° neutra: deixa uma posição neutra (tipo-N)
nav_main = Menu principal
tag_family = Tipo de jogo: { $family }
tag_id = Identificador do jogo (para o professor)

## A teacher's class and its pupils

student_mine = Minhas partidas
class_open_help = Para uma aula: os alunos entram com um código e o nome, e você forma os pares de cada rodada.
join_heading = Entrar em uma turma
class_join_say = No celular ou no computador, abram { $url } e digitem o código:
class_join_loopback = Este endereço só abre neste computador: os celulares dos alunos não conseguem abri-lo. Reinicie o servidor com `ludoteca serve --lan` (ou com `--public-url` e o endereço da escola).
class_qr = Código QR com o link para entrar
class_students_none = Ainda ninguém entrou. Mostre o código para a turma.
class_pairing = Nova rodada
class_pair_manual_help = Escolha os pares (o primeiro de cada par joga como A); quem ficar de fora descansa.
class_round = Rodada { $n }
class_rounds_none = Ainda não há rodadas.
class_col_round = Rodada
class_unfinished = não terminada
class_csv = Baixar os resultados (CSV)
class_history = As partidas da turma, jogada por jogada
class_notoken = Este navegador não guardou a chave de professor desta turma. Abra o link do professor que a página da turma mostrava, ou abra uma turma nova.
class_teacherlink = Link do professor (para outro computador)
class_teacherlink_help = Abre esta turma em outro computador, por exemplo o do projetor. Guarde só para você: quem tiver o link controla a turma.
class_teacherlink_copied = Copiado.
join_name = Seu nome
join_code_help = As 6 letras e algarismos que o professor mostra.
student_wait = Espere: o professor vai formar os pares da próxima rodada.
student_done = Sua partida contra { $name } terminou. Espere: o professor vai formar os pares da próxima rodada.
class_counted = Rodada valendo
class_counted_help = Ligada, os alunos jogam sem Dica, sem análise, sem pilha binária e sem Desfazer: o servidor também os recusa.
student_bye = Nesta rodada você tem folga (um ponto). Espere a próxima.
student_rest = Nesta rodada você descansa. Espere a próxima.
student_paused = O professor pausou a turma.
student_ended = A aula terminou. Obrigado por jogar!
student_points = Rodada { $round } · { $points } pontos
student_points_one = Rodada { $round } · 1 ponto
student_against = Você joga contra { $name }; você é o jogador { $seat }.
class_end_confirm = Encerrar a turma? As partidas não terminadas param e ninguém mais pode entrar.
student_rejoin = Este navegador não tem o seu lugar nesta turma: entre com o código.

press_mouse = Clique
press_mouse_lower = clique
press_touch = Toque
press_touch_lower = toque

## A pesquisa compartilhada pelos workers (#/research, views/research.js)
research_heading = Pesquisa em várias máquinas
research_intro = Os problemas que uma resolução distribuída (`ludoteca solve … --distribute`) deixa para os workers, e até onde cada um já chegou. A página lê tudo de novo a cada poucos segundos.
research_empty = Ainda não há problemas: `ludoteca solve JOGO --distribute postgres://…` envia um.
research_queued = Esperando
research_standing = Situação atual:
research_lease_lapsed = expirou: o próximo worker assume a tarefa
research_no_workers = Ainda não há workers: `ludoteca worker --database postgres://…` inicia um em qualquer máquina.
research_state_idle = esperando uma tarefa
research_col_state = Fazendo

## A conjectura embaixo da tabela de um jogo (views/conjecture.js).
conj_heading = Conjectura
conj_intro = Adivinhe quais são as posições inatacáveis (tipo-S) e escreva a sua regra como uma condição sobre as coordenadas: o laboratório a verifica com o Teorema 4.1 em todas as posições até o limite — os requisitos dos jogos terminados e as propriedades I a III.
conj_names =
    { $n ->
        [one] A coordenada se chama { $names }.
       *[other] As coordenadas se chamam { $names }.
    }
conj_ops = Escreva `==` para “é igual a”, `!=` para “é diferente de”, `%` para o resto da divisão, `&&` para “e”, `||` para “ou”.
conj_check = Verificar a conjectura
conj_checking = Verificando…
conj_verdict = Sua conjectura { $said }.
conj_refused = Não foi possível verificar a conjectura: { $msg }
conj_empty = Escreva primeiro a regra das posições inatacáveis (tipo-S).
conj_unmarked = A posição { $position } não está na tabela acima: calcule a tabela até mais longe para vê-la.
