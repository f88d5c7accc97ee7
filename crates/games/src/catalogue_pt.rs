//! The catalogue in Portuguese: each game's one-line summary and its statement, for the language switch (the seeds'
//! own words where they have them).

/// A game's summary and statement in Portuguese, by its id (`None` for a game not translated yet).
#[must_use]
pub fn portuguese(id: &str) -> Option<(&'static str, &'static str)> {
    Some(match id {
        "je-1" => (
            "Tirar 1 ou 4 pedras de um monte de 2008; ganha quem tirar a última (Jogo de tirar simétrico)",
            "Jogo 1, “Jogo de tirar simétrico”: dois jogadores jogam alternadamente, tirando pedras de um monte de \
             2008 pedras. Na sua vez de jogar, cada jogador tem que tirar 1 ou 4 pedras do monte. Ganha quem tirar \
             a última.",
        ),
        "je-2" => (
            "Assimétrico: A tira 1 ou 4, B tira 2 ou 3, de 2008 pedras; perde quem não puder jogar (Jogo de tirar \
             assimétrico)",
            "Jogo 2, “Jogo de tirar assimétrico”: os jogadores A e B jogam alternadamente, tirando pedras de um \
             monte de 2008 pedras, sendo A o primeiro a jogar. Em cada jogada, A tem que tirar 1 ou 4 pedras, e B \
             tem que tirar 2 ou 3 pedras. Perde o primeiro jogador que não possa jogar.",
        ),
        "je-4" => (
            "Tirar 1 a 5 de 2000, nunca o que o adversário acabou de tirar (XV OIAM, Caracas 2000)",
            "Jogo 4, “Tirar de um só monte, sem repetir a jogada anterior” (XV Olimpíada IAM, Caracas, 2000): dois \
             jogadores jogam alternadamente, tirando pedras de um monte de 2000 pedras. Cada jogador tem que tirar \
             1, 2, 3, 4 ou 5 pedras. Em cada jogada (excepto na primeira) o jogador não pode tirar o mesmo número \
             de pedras tiradas pelo adversário na jogada anterior. Perde o primeiro jogador que não possa realizar \
             uma jogada válida.",
        ),
        "je-5" => (
            "Tirar 1 a 5 de 2008, sem repetir a sua própria jogada anterior",
            "Jogo 5, “Tirar de um só monte, sem repetir a sua própria jogada anterior”: dois jogadores jogam \
             alternadamente, tirando pedras de um monte de 2008 pedras. Nas duas primeiras jogadas do jogo, uma de \
             cada um dos jogadores, cada um deles tira 1, 2, 3, 4 ou 5 pedras. Depois dessas jogadas iniciais, \
             cada jogador tem que tirar 1, 2, 3, 4 ou 5 pedras, mas não pode tirar o mesmo número de pedras \
             tiradas por si próprio na sua jogada anterior. Perde o primeiro jogador que não possa realizar uma \
             jogada válida.",
        ),
        "je-7" => (
            "Trinta e um de boca: dizer 1, 2 ou 3, depois somar 1, 2 ou 3 ao último número dito; ganha quem disser \
             31",
            "Jogo 7, “Trinta e um de boca”: dois jogadores jogam alternadamente, dizendo números naturais. O \
             primeiro jogador diz um dos números 1, 2 ou 3. Na sua vez de jogar, cada jogador adiciona 1, 2 ou 3 \
             ao número dito pelo seu adversário, e diz o resultado da adição. Não é permitido ultrapassar 31. \
             Ganha quem primeiro disser “trinta e um”. A posição é o número que acabou de ser dito (0 antes da \
             primeira jogada).",
        ),
        "je-8" => (
            "Tirar 1 ou 2 de um monte de 2007; ganha quem tirar a última",
            "Jogo 8, “Tirar uma ou duas de um só monte”: dois jogadores jogam alternadamente, tirando pedras de um \
             monte de 2007 pedras. Na sua vez de jogar, cada jogador tira 1 ou 2 pedras do monte. Ganha quem tirar \
             a última.",
        ),
        "je-9" => (
            "Tirar 1 ou 4 de um monte de 1000; ganha quem tirar a última",
            "Jogo 9, “Tirar uma ou quatro de um só monte”: dois jogadores jogam alternadamente, tirando pedras de \
             um monte de 1000 pedras. Na sua vez de jogar, cada jogador tira 1 ou 4 pedras do monte. Ganha quem \
             tirar a última.",
        ),
        "je-10" => (
            "Tirar 2 ou 3 de um monte; perde quem não puder jogar",
            "Jogo 10, “Tirar duas ou três de um só monte”: dois jogadores jogam alternadamente, tirando pedras de \
             um monte. Cada jogador tem que tirar 2 ou 3 pedras. Perde o primeiro jogador que não possa jogar.",
        ),
        "je-13-i" => (
            "Assimétrico: A tira 1 ou 4, B tira 2 ou 3; perde quem não puder jogar (jogo 13, I)",
            "Jogo 13, Jogo I (“Jogos de tirar assimétricos”): dois jogadores, A e B, jogam alternadamente, tirando \
             pedras de um monte, sendo A o primeiro a jogar. Em cada jogada, A tem que tirar 1 ou 4 pedras, e B \
             tem que tirar 2 ou 3 pedras. Perde o primeiro jogador que não possa jogar.",
        ),
        "je-13-ii" => (
            "Assimétrico: A tira 3, 4 ou 5, B tira 2, 3 ou 4 (jogo 13, II)",
            "Jogo 13, Jogo II: idem ao Jogo I, mas onde A tem que tirar 3, 4 ou 5 pedras, e B tem que tirar 2, 3 \
             ou 4 pedras. A é o primeiro a jogar e perde o primeiro jogador que não possa jogar.",
        ),
        "je-13-iii" => (
            "Assimétrico: A tira 3, 6 ou 7, B tira 2, 6 ou 7 (jogo 13, III)",
            "Jogo 13, Jogo III: idem ao Jogo I, mas onde A tem que tirar 3, 6 ou 7 pedras, e B tem que tirar 2, 6 \
             ou 7 pedras. A é o primeiro a jogar e perde o primeiro jogador que não possa jogar.",
        ),
        "je-13-vi" => (
            "Assimétrico: A tira 1, 4 ou 5, B tira 2, 5 ou 6 (jogo 13, VI)",
            "Jogo 13, Jogo VI: idem ao Jogo I, mas onde A tem que tirar 1, 4 ou 5 pedras, e B tem que tirar 2, 5 \
             ou 6 pedras. A é o primeiro a jogar e perde o primeiro jogador que não possa jogar.",
        ),
        "je-19" => (
            "Na abertura tiram-se 1 ou 2; depois de alguém tirar k, o outro pode tirar de 1 a k + 1; monte de 2007",
            "Jogo 19, “Tirar de um só monte até mais uma que o parceiro”: dois jogadores jogam alternadamente, \
             tirando pedras de um monte de 2007 pedras. Na abertura do jogo, o primeiro jogador tira 1 ou 2 \
             pedras. Sempre que um jogador tira k pedras, o outro, na jogada a seguir, pode tirar 1, 2, …, k ou k \
             + 1 pedras. Ganha quem tirar a última. O estado é (n, t): n pedras na mesa, t o número máximo de \
             pedras retiráveis por quem vai jogar; tirar τ pedras transforma (n, t) em (n − τ, τ + 1).",
        ),
        "je-20" => (
            "Tirar 1 a 5 de 2000, nunca o que o adversário acabou de tirar (o jogo 4, resolvido)",
            "Jogo 20, “Tirar de um só monte, sem repetir a jogada anterior” (a resolução do jogo 4, XV Olimpíada \
             IAM, Caracas, 2000): tiram-se 1 a 5 pedras de um monte de 2000 pedras, nunca o mesmo número de pedras \
             tiradas pelo adversário na jogada anterior (a primeira jogada é livre); perde o primeiro jogador que \
             não possa realizar uma jogada válida. O estado é (n, r): n pedras na mesa, r o número de pedras \
             retiradas pelo adversário na jogada anterior (0 antes da primeira jogada).",
        ),
        "je-21" => (
            "Jogo 20, episódio 2: com que montes iniciais perde o primeiro a jogar?",
            "Jogo 21, “Tirar de um só monte, sem repetir a jogada anterior. Episódio 2”: quais os tamanhos dos \
             montes iniciais para os quais o primeiro a jogar não tem estratégia para vencer, no jogo 20? São as \
             linhas da tabela cuja coluna de partida (r = 0) é segura; `period je-21` dá-as como restos módulo o \
             período.",
        ),
        "je-24" => (
            "Na abertura tiram-se 1 ou 2; depois de alguém tirar k, o outro pode tirar de 1 a 2k; monte de 2007",
            "Jogo 24, “Tirar de um só monte até ao dobro do que o parceiro tirou”: situação análoga à do jogo 19, \
             excepto que cada jogador tem que tirar pelo menos 1 pedra, mas não mais do que o dobro das que foram \
             retiradas na jogada anterior. Ganha quem tirar a última. O estado é (n, t); tirar τ pedras transforma \
             (n, t) em (n − τ, 2τ).",
        ),
        "je-28" => (
            "Coelhos à Fibonacci: a primeira jogada de cada um tira 1 coelho, depois no máximo o total das duas \
             jogadas anteriores",
            "Jogo 28, “Tirar coelhos à Fibonacci”: dois jogadores, alternadamente (e com muita rapidez!), tiram \
             coelhos duma coelheira com 100 coelhos. Na primeira jogada de cada jogador (i.e., nas duas primeiras \
             jogadas do jogo) cada um tira um coelho. Depois disso, cada jogador tem que tirar pelo menos um \
             coelho, mas não mais do que o total de coelhos tirados nas duas jogadas anteriores. Ganha quem tirar \
             o último coelho. O estado é (n, a, b): a e b são os coelhos tirados na penúltima e na última jogadas; \
             tirar c transforma-o em (n − c, b, c).",
        ),
        "fibonacci-nim" => (
            "Nim de Fibonacci: a primeira jogada tira o que quiser menos o monte todo, depois no máximo o dobro da \
             jogada anterior",
            "Nim de Fibonacci (Whinihan): o primeiro jogador tira quantas pedras quiser, mas não o monte todo; \
             depois, cada jogador tira pelo menos 1 pedra e não mais do que o dobro das que o adversário acabou de \
             tirar. Ganha quem tirar a última. O primeiro jogador perde exactamente quando o monte é um número de \
             Fibonacci (estratégia de Zeckendorf).",
        ),
        "subtraction" => (
            "Qualquer jogo de tirar que descreva: --param take=1,3,4 (ou first-takes/second-takes, forbid, limit, \
             misere)",
            "Um jogo de tirar geral: escolha as quantidades que se podem tirar com take=… (ou first-takes=… e \
             second-takes=… para um jogo assimétrico, em que A e B tiram quantidades diferentes) e, se quiser, uma \
             regra de memória (forbid=… ou limit=…) e a versão perde-ganha (misere=true).",
        ),
        "je-11" => (
            "Nim de dois montes: tirar quantas pedras quiser de um dos dois montes (Bouton, 1901)",
            "Jogo 11, “Tirar de dois montes” (o ‘Nim’ de dois montes, de Charles Bouton, 1901): dois jogadores \
             jogam alternadamente, tirando pedras de dois montes de pedras. Em cada vez que lhe caiba jogar, cada \
             jogador escolhe um dos dois montes e tira quantas pedras quiser desse monte, apenas desse, e pelo \
             menos uma. Ganha quem tirar a última pedra.",
        ),
        "je-12" => (
            "Dois montes, tirar 1 ou 2 pedras de um dos montes",
            "Jogo 12, “Tirar uma ou duas de dois montes”: o mesmo que o jogo 11, mas apenas se podendo tirar 1 ou \
             2 pedras (de um só monte) em cada jogada. Ganha quem tirar a última pedra.",
        ),
        "je-16" => (
            "Nim com qualquer número de montes (Bouton, 1901), a partir de (48, 25, 7, 52, 3)",
            "Jogo 16, “Tirar de vários montes” (jogo do ‘Nim’, de Charles Bouton, 1901): dois jogadores jogam \
             alternadamente, tirando pedras de vários montes de pedras. Em cada vez que lhe caiba jogar, cada \
             jogador escolhe um dos montes e tira quantas pedras quiser desse monte, apenas desse, e pelo menos \
             uma. Ganha quem tirar a última pedra.",
        ),
        "je-17" => (
            "Vários montes, tirar 1 ou 2 pedras de um dos montes, a partir de (5, 8, 11)",
            "Jogo 17, “Tirar uma ou duas de vários montes”: o mesmo que o ‘Nim’ do jogo 16, mas apenas se podendo \
             tirar 1 ou 2 pedras (de um só monte) em cada jogada. Ganha quem tirar a última pedra.",
        ),
        "nim" => (
            "Nim com os montes que escolher (--param heaps=3,4,5; misere=true para o Nim perde-ganha)",
            "Nim: os jogadores, alternadamente, escolhem um monte e tiram dele quantas pedras quiserem, pelo menos \
             uma. Ganha quem tirar a última pedra (no perde-ganha, com misere=true, perde quem a tirar).",
        ),
        "je-14-i" => (
            "Um cavalo para dois (I): o cavalo, comum aos dois, salta 2 para Sul e 1 para Este ou Oeste, ou 2 para \
             Oeste e 1 para Norte ou Sul, a partir do canto nordeste",
            "Jogo 14, Jogo I, “Um cavalo para dois”: num tabuleiro n × n há um cavalo que salta como no Xadrez, \
             não podendo saltar para fora do tabuleiro. Inicialmente está na casa (n, n), o canto nordeste do \
             tabuleiro. Os jogadores A e B, alternadamente, fazem o cavalo saltar (i) duas casas para Sul e uma \
             para Este ou Oeste, ou (ii) duas casas para Oeste e uma para Norte ou Sul. Perde o primeiro que não \
             possa jogar.",
        ),
        "je-14-ii" => (
            "Um cavalo para dois (II): A só salta 2 para Sul e 1 para Este ou Oeste, B só 2 para Oeste e 1 para \
             Norte ou Sul",
            "Jogo 14, Jogo II, “Um cavalo para dois”: como no Jogo I, mas A salta duas casas para Sul e uma para \
             Este ou Oeste; B salta duas casas para Oeste e uma para Norte ou Sul. O cavalo parte da casa (n, n), \
             o canto nordeste do tabuleiro n × n; perde o primeiro que não possa jogar.",
        ),
        "je-15-a" => (
            "Feijões (a): retirar todos os feijões de uma fila (linha ou coluna); ganha quem tirar o último feijão",
            "Jogo 15 (a), “Tirar feijões duma quadrícula”: num tabuleiro rectangular com m linhas e n colunas \
             estão dispostos mn feijões, um em cada quadradinho. Em cada jogada, cada jogador retira todos os \
             feijões que estejam colocados numa fila, linha ou coluna à escolha do jogador (que ainda tenha \
             feijões). Ganha quem tirar o último feijão.",
        ),
        "je-15-b" => (
            "Feijões (b): como (a), mas quando sobra uma só fila tiram-se dela apenas 1 ou 2 feijões por jogada",
            "Jogo 15 (b): o mesmo que (a) com a seguinte alteração: quando sobrar apenas uma fila, cada jogador \
             pode retirar apenas um ou dois feijões dessa fila. Ganha quem tirar o último feijão.",
        ),
        "je-15-c" => (
            "Feijões (c): retirar um feijão com os que estão à sua esquerda e abaixo dele; perde quem tirar o \
             último",
            "Jogo 15 (c): parecido com (a), com a seguinte alteração: cada jogador retira um feijão X e todos os \
             que se encontrem na linha de X à esquerda de X e os da coluna de X abaixo de X. Perde quem retirar o \
             último feijão.",
        ),
        "je-15-d" => (
            "Feijões (d): como (c) e ainda tudo o que está abaixo desses — é o Chomp; perde quem tirar o último",
            "Jogo 15 (d): tal como (c) mas, em cada jogada, para além dos feijões que (c) manda retirar, \
             retiram-se todos os que estejam abaixo daqueles que (c) manda retirar — todo o quadrante abaixo e à \
             esquerda de X. É o Chomp. Perde quem retirar o último feijão.",
        ),
        "je-18" => (
            "Brancas e negras em vai-vem (jogo de Northcott): uma pedra branca e uma negra em cada linha; cada um \
             move uma das suas para um dos lados, sem saltar a outra — é Nim nos intervalos",
            "Jogo 18, “Brancas e negras em vai-vem” (jogo de Northcott, em “Winning Ways” de Berlekamp, Conway e \
             Guy): num tabuleiro de xadrez estão 8 pedras brancas e 8 negras. Em cada linha há uma branca e uma \
             negra, a branca à esquerda da negra. Em cada jogada, o jogador das brancas (A, que começa), tal como \
             o das negras (B), apenas pode mover uma das suas pedras, para a esquerda ou para a direita; essa \
             pedra tem de mover-se de pelo menos uma casa e não pode saltar por cima da pedra adversária na mesma \
             linha. Perde o primeiro que não possa jogar de acordo com estas regras.",
        ),
        "je-6" => (
            "Dois numa bicicleta: na etapa k pedalam-se de 1 a k km inteiros; A pedala nas etapas ímpares, B nas \
             pares; ganha quem chegar ao destino (2008 km)",
            "Jogo 6, “Dois numa bicicleta”: dois amigos, A e B, viajam na mesma bicicleta duma só pedaleira e \
             revezam-se a pedalar. As etapas da viagem numeram-se por ordem: etapa 1, etapa 2, etapa 3, etc. O \
             viajante A pedala nas etapas ímpares, e B nas etapas pares. Na etapa k o pedalante de serviço tem que \
             pedalar pelo menos 1 quilómetro, mas não mais de k quilómetros. A viagem faz-se sempre para a frente, \
             sem recuar. Ganha o que for a pedalar quando chegarem ao destino, que fica a 2008 km do ponto de \
             partida. (Joga-se aqui em quilómetros inteiros, como o jogo 22 precisa; o jogo 23 admite qualquer \
             distância real.)",
        ),
        "je-22" => (
            "Dois numa bicicleta (km inteiros): na etapa k pedalam-se de 1 a k km; ganha quem chegar ao destino",
            "Jogo 22, “Dois numa bicicleta”: dois amigos, A e B, viajam na mesma bicicleta e revezam-se a pedalar. \
             As etapas da viagem numeram-se por ordem: etapa 1, etapa 2, etapa 3, etc. O condutor A pedala nas \
             etapas ímpares, e B nas etapas pares. Na etapa k o pedalante de serviço tem que pedalar um número \
             natural de quilómetros não superior a k, sem passar do destino. A viagem faz-se sempre para a frente, \
             sem recuar. Ganha o que for a pedalar quando chegarem ao destino, que fica a 2008 km do ponto de \
             partida. O estado é (k, d): vai pedalar-se a etapa k e faltam d km.",
        ),
        "je-23" => (
            "Dois numa bicicleta, distâncias reais: na etapa k pedala-se qualquer distância real de 1 a k km \
             (fracções exactas); ganha quem chegar ao destino",
            "Jogo 23, “Dois numa bicicleta, percorrendo distâncias reais”: o mesmo que o jogo 22, com a diferença \
             que, na etapa k, o pedalante de serviço pode e tem que pedalar qualquer distância real entre 1 e k \
             quilómetros (ou exactamente o que falta, quando isso não passa de k). Ganha o que for a pedalar \
             quando chegarem ao destino, a 2008 km do ponto de partida. O estado é (k, d), sendo agora d um número \
             real ≥ 0 (aqui uma fracção exacta).",
        ),
        "je-25" => (
            "Jogo das bandeiras: n bandeiras azuis e n brancas colocadas alternadamente numa circunferência; cada \
             ponto do círculo é da bandeira mais próxima; ganha a maior área (B consegue sempre)",
            "Jogo 25, “Jogo das bandeiras” (XXII Olimpíada IAM, Coimbra, 2007): duas equipas, A e B, disputam o \
             território delimitado por uma circunferência. A tem n bandeiras azuis e B tem n bandeiras brancas (n \
             > 2, fixo). Jogam alternadamente e A começa o jogo. Cada equipa, na sua vez, coloca uma das suas \
             bandeiras num ponto da circunferência que não se tenha usado numa jogada anterior; cada bandeira, uma \
             vez colocada, não se pode mudar de lugar. Uma vez colocadas as 2n bandeiras, reparte-se o território: \
             um ponto é da equipa A se a bandeira mais próxima dele é azul, e da equipa B se é branca; se a \
             bandeira azul mais próxima está à mesma distância que a branca mais próxima, o ponto é neutro. Uma \
             equipa ganha se os seus pontos cobrem uma área maior que a da outra equipa; há empate se ambas cobrem \
             áreas iguais. Demonstre que, para todo o n, a equipa B tem estratégia para ganhar o jogo.",
        ),
        "je-26" => (
            "Jogo das bandeiras, episódio 2: A não pode ganhar, mas pode manter a vantagem de B abaixo de qualquer \
             ε > 0 escolhido de antemão",
            "Jogo 26, “Jogo das bandeiras. Episódio 2”: a equipa A, prevendo que o chefe da equipa B fosse \
             campeão, decidiu mostrar que seria capaz de cumprir o seguinte desafio lançado aos brancos: “podeis \
             ganhar, mas não será por muito… escolham um número positivo tão pequeno quanto queiram; nós \
             conseguiremos que a diferença de áreas entre os nossos territórios seja menor do que o número que \
             escolheram”. Como pode A cumprir a promessa? (O jogo é o do jogo 25; o parâmetro epsilon é o número \
             escolhido.)",
        ),
        "je-27" => (
            "Jogo das bandeiras, episódio 3: classificar as jogadas de cada equipa em seguras (ganham), frágeis \
             (perdem) ou neutras (empatam)",
            "Jogo 27, “Jogo das bandeiras. Episódio 3”: determinar as jogadas frágeis, seguras e neutras de cada \
             uma das equipas no jogo 25. Uma jogada segura entrega ao adversário uma posição inatacável, uma \
             jogada frágil entrega-lhe uma posição frágil e uma jogada neutra uma posição neutra.",
        ),
        "figuras" => (
            "Jogo da Velha com Figuras Geométricas: colocar peças de várias figuras num tabuleiro 4×4 e marcar \
             pontos com as linhas que se completam",
            "Jogo da Velha com Figuras Geométricas: cada jogador recebe um kit completo de 8 peças da sua cor, com \
             as combinações entre as 4 figuras (triângulo, quadrilátero, círculo e pentágono) e os 2 tamanhos \
             (pequeno e grande). Alternadamente, cada jogador, em sua vez, coloca uma de suas peças em uma casa \
             vazia do tabuleiro 4×4. Quem completa uma linha, coluna ou diagonal (das duas maiores), com peças de \
             ambos os jogadores, marca um ponto por cada critério satisfeito: “Quatro peças da mesma cor”, “Quatro \
             peças de mesma figura”, “Quatro peças de figuras distintas”, “Quatro peças pequenas”, “Quatro peças \
             grandes”. Quando o tabuleiro estiver preenchido, vence quem fez mais pontos; com pontos iguais há \
             empate.",
        ),
        "mastermind" => (
            "Mastermind / Senha: descobrir a senha de 4 cores (entre 6) do adversário em no máximo 8 tentativas, \
             com fichas brancas e pretas de análise",
            "Mastermind / Senha: o Jogador 1 cria uma combinação (senha) de quatro cores entre as seis presentes \
             no jogo, sem repetir uma mesma cor, e esconde-a. O Jogador 2 “chuta” uma senha de quatro cores e o \
             Jogador 1 analisa-a casa a casa: uma ficha branca se o elemento dessa casa está na senha e na posição \
             correta, uma ficha preta se pertence à senha mas está na posição incorreta, nenhuma ficha se não \
             pertence à senha (no Mastermind clássico as cores invertem-se e só se contam as marcas). O Jogador 2 \
             tem 8 “chutes” para descobrir a senha; depois trocam de lugar. Ganha aquele que descobrir a senha em \
             menos tentativas; pode haver empate.",
        ),
        "erdos-latino" => (
            "Erdös Latino: colocar números de 1 a 5 num tabuleiro 5×5 sem repetir em linha nem coluna; ganha uma \
             coluna quem lá fizer primeiro três números crescentes",
            "Erdös Latino (Jorge Nuno Silva, 2011): o jogo tem início com o tabuleiro 5 × 5 vazio e 25 peças, \
             cinco de cada número de 1 a 5. Alternadamente, cada jogador coloca uma peça numa casa vazia, desde \
             que o número não se repita em nenhuma linha ou coluna. Ganha uma coluna o jogador que conseguir, \
             primeiro, uma sequência crescente de três números nessa coluna (não necessariamente seguidos), em \
             ordem crescente do jogador para o seu adversário; a coluna conquistada fica sua. Quem não puder jogar \
             perde; se o tabuleiro ficar completamente cheio, ganha quem tiver conquistado mais colunas. Versões: \
             I, com fator aleatório (joga-se a peça que se vira); II, de informação completa (cada um escolhe a \
             peça); III, mista (as peças são baralhadas e distribuídas, 13 para um e 12 para o outro, e joga \
             primeiro quem tem 13).",
        ),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_game_of_the_catalogue_speaks_portuguese() {
        for p in crate::catalogue::presets() {
            let (summary, statement) = portuguese(p.id).unwrap_or_else(|| panic!("{} has no Portuguese text", p.id));
            assert!(!summary.is_empty() && statement.len() > summary.len(), "{}", p.id);
        }
    }

    #[test]
    fn the_games_outside_the_catalogue_speak_portuguese_too() {
        for id in ["mastermind", "erdos-latino"] {
            let (summary, statement) = portuguese(id).unwrap_or_else(|| panic!("{id} has no Portuguese text"));
            assert!(!summary.is_empty() && statement.len() > summary.len(), "{id}");
        }
        assert!(portuguese("je-99").is_none());
    }

    #[test]
    fn continuations_leave_single_spaces() {
        for id in crate::catalogue::presets().map(|p| p.id).chain(["mastermind", "erdos-latino"]) {
            let (summary, statement) = portuguese(id).unwrap();
            for text in [summary, statement] {
                assert!(!text.contains("  ") && !text.contains('\n') && text.trim() == text, "{id}: {text}");
            }
        }
    }
}
