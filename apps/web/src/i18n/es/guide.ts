/** Spanish texts: the How-to-play guide; the same keys and number of steps as en/guide.ts. */
import type { guide as en } from '../en/guide.js';
import type { Widen } from '../types.js';

export const guide: Widen<typeof en> = {
  guide: {
    open: 'Cómo jugar',
    openMode: 'Cómo jugar a {{mode}}',
    title: 'Cómo jugar: {{mode}}',
    step: 'Paso {{n}} / {{total}}',
    back: 'Paso anterior',
    next: 'Paso siguiente',
    done: '¡Entendido!',
    example: 'Ejemplo',
    trick: 'Una baza, empezando por la carta de salida',
    winner: 'gana',
    led: 'salida',
    tiles: 'Fichas en la mesa',
    spinner: 'spinner',
    modes: {
      classic: {
        steps: [
          {
            title: 'Parejas y reparto',
            body: 'Cuatro jugadores en dos parejas: tú y quien se sienta enfrente. En cada mano se reparten 13 cartas a cada jugador y se juegan 13 rondas, una baza por ronda.',
          },
          {
            title: 'Apuesta tus bazas',
            body: 'Antes de jugar, cada jugador apuesta cuántas bazas cree que ganará, de 0 a 13; apostar 0 es nil. Las apuestas de la pareja suman el contrato del equipo. El nil a ciegas, apostado antes de mirar las cartas, solo se permite a un equipo que va 100 puntos o más por detrás.',
          },
          {
            title: 'Gana la baza',
            body: 'Sale el jugador a la izquierda del repartidor, y quien gana una baza sale en la siguiente. Sigue el palo de salida si puedes; si no, juega cualquier carta. Las picas son triunfo: gana la pica más alta y, si no hay picas, la carta más alta del palo de salida.',
            example: 'Se salió a corazones, pero el 3♠ gana incluso al A♥.',
          },
          {
            title: 'Romper las picas',
            body: 'No puedes salir con una pica hasta que las picas estén rotas, es decir, hasta que alguien haya jugado una pica sobre otro palo. La única excepción: quien sale y solo tiene picas puede salir con una.',
          },
          {
            title: 'Puntuación',
            body: 'Si cumples el contrato sumas 10 puntos por baza apostada y 1 punto por cada baza de más (un sobrante). Si no llegas, pierdes 10 puntos por baza apostada. El nil suma +100 si quien lo apostó no gana ninguna baza y −100 si gana alguna; el nil a ciegas vale ±200.',
          },
          {
            title: 'Sobrantes y victoria',
            body: 'Los sobrantes se acumulan de una mano a otra: cada 10 sobrantes le cuestan 100 puntos al equipo. Gana el primer equipo que llega a 500 puntos, y pierde el que cae a −200.',
          },
        ],
      },
      deuceshigh: {
        steps: [
          {
            title: 'Spades con un giro',
            body: 'Deuces High se juega como el Clásico: dos parejas, 13 cartas cada uno, 13 rondas por mano y apuestas de 0 a 13 (0 es nil). Lo que cambia son los cuatro doses.',
          },
          {
            title: 'Los doses son los triunfos más altos',
            body: 'Los cuatro doses están por encima del as de picas: 2♠, luego 2♥, 2♣ y 2♦, después A♠, K♠ y el resto de las picas hasta el 3♠.',
            example: 'Del triunfo más alto hacia abajo: 2♠ > 2♥ > 2♣ > 2♦ > A♠.',
          },
          {
            title: 'Los doses cuentan como picas',
            body: 'Cada dos pertenece al palo de picas: sirve para seguir una salida de picas, y jugar uno sobre otro palo rompe las picas. El palo de triunfo tiene 16 cartas; corazones, tréboles y diamantes tienen 12 cada uno.',
          },
          {
            title: 'Apuesta y juega',
            body: 'Apuesta de 0 a 13 bazas como en el Clásico; los doses de tu mano son bazas fuertes. Sigue el palo cuando puedas y no salgas con un triunfo hasta que las picas estén rotas, salvo que solo tengas triunfos.',
          },
          {
            title: 'Puntuación',
            body: 'Se puntúa igual que en el Clásico: 10 puntos por baza apostada si se cumple el contrato, +1 por cada baza de más (un sobrante), −10 por baza apostada si no se cumple, nil ±100 y nil a ciegas ±200.',
          },
          {
            title: 'Sobrantes y victoria',
            body: 'Cada 10 sobrantes cuestan 100 puntos. Gana el primer equipo que llega a 500 puntos; pierde el que cae a −200.',
          },
        ],
      },
      heartsonfire: {
        steps: [
          {
            title: 'Spades donde arden los corazones',
            body: 'Hearts on Fire es Spades por parejas: las apuestas de 0 a 13 (0 es nil), el juego, los contratos, el nil y los sobrantes funcionan como en el Clásico. Además, los corazones dan calor.',
          },
          {
            title: 'Calor',
            body: 'Por cada baza que gana tu equipo, suma +5 por cada corazón que contenga. Una baza sin corazones ni picas también suma +5.',
            example: 'Tres corazones en esta baza: +15 de calor para el equipo que la gane.',
          },
          {
            title: 'La reina de corazones',
            body: 'El equipo que gana la Q♥ pierde 25 puntos, salvo que la gane en la ronda 13: entonces vale +50. También es un corazón, así que aporta además sus +5 de calor.',
          },
          {
            title: 'Tormenta de fuego',
            body: 'Al apostar puedes declarar una Tormenta de fuego. Si tu equipo cumple su contrato ganas +20; si no lo cumple pierdes 20. La ficha del jugador muestra si lo declaraste.',
          },
          {
            title: 'Scorch',
            body: 'Gana los 13 corazones de una mano y tu equipo suma un bonus Scorch de +50.',
          },
          {
            title: 'Contrato y sobrantes',
            body: 'Cumple tu contrato para sumar 10 puntos por baza apostada y +1 por cada baza de más; si fallas, pierdes 10 por baza apostada. Cada 10 sobrantes siguen costando 100 puntos.',
          },
          {
            title: 'Victoria',
            body: 'El calor, la reina, la Tormenta de fuego y el Scorch se suman a la puntuación del contrato. Gana el primer equipo que llega a 500 puntos; pierde el que cae a −200.',
          },
        ],
      },
      clubhouse: {
        steps: [
          {
            title: 'Spades a muerte',
            body: 'Cuatro jugadores y ninguna pareja: cada uno apuesta, gana bazas y puntúa por su cuenta. En cada mano se reparten 13 cartas a cada uno y se juegan 13 rondas.',
          },
          {
            title: 'Apuesta en solitario',
            body: 'Apuesta las bazas que esperas ganar, de 0 a 13; 0 es nil. El nil a ciegas, apostado antes de ver tus cartas, solo se permite cuando vas 100 puntos o más por detrás del líder.',
          },
          {
            title: 'Juego',
            body: 'Sigue el palo de salida cuando puedas. Las picas son triunfo y no puedes salir con una hasta que estén rotas, salvo que solo tengas picas. Gana la pica más alta o, si no hay, la carta más alta del palo de salida.',
          },
          {
            title: 'Puntuación',
            body: 'Cumple tu apuesta: 10 puntos por baza apostada y +1 por cada baza de más (un sobrante). Si fallas: −10 por baza apostada. Nil ±100, nil a ciegas ±200. Tus propios 10 sobrantes te cuestan 100 puntos.',
          },
          {
            title: 'Victoria',
            body: 'Gana la partida el primer jugador que llega a 500 puntos.',
          },
        ],
      },
      klondike: {
        steps: [
          {
            title: 'La mesa',
            body: 'Una baraja de 52 cartas: siete columnas de 1 a 7 cartas con solo la de arriba boca arriba, y las otras 24 en el mazo. El objetivo es completar las cuatro fundaciones, una por palo, del as al rey.',
          },
          {
            title: 'Las columnas',
            body: 'Se construye hacia abajo alternando colores: un 6 rojo va sobre un 7 negro. Puedes mover juntas varias cartas boca arriba. Solo un rey, o una serie que empiece por un rey, ocupa una columna vacía. Al destapar una carta boca abajo, se da la vuelta.',
          },
          {
            title: 'El mazo',
            body: 'Toca el mazo para pasar 1 carta (de 1 en 1) o 3 cartas (de 3 en 3) al descarte; su carta de arriba se puede jugar. Cuando el mazo se acaba, tócalo para dar la vuelta al descarte. Las mesas clasificatorias y Vegas limitan las vueltas.',
          },
          {
            title: 'Tocar o arrastrar',
            body: 'Toca una carta para mandarla a su mejor sitio: primero a su fundación, si no a una columna. Tócala otra vez para probar el siguiente sitio, o dos veces seguidas para mandarla a su fundación. También puedes arrastrarla a un montón que brille.',
          },
          {
            title: 'Puntuación',
            body: 'Estándar: +5 del descarte a una columna, +10 a una fundación, +5 por destapar una carta, −15 al sacar una de una fundación, −2 cada 10 segundos y un premio por ganar rápido. Vegas: empiezas con −52 y ganas +5 por carta en las fundaciones.',
          },
          {
            title: 'Ayuda',
            body: 'Deshacer anula jugadas en juego libre, Pista muestra una buena jugada (o te dice que no quedan) y Completar termina la partida por ti cuando ya está ganada.',
          },
        ],
      },
      drawdominoes: {
        steps: [
          {
            title: 'Las fichas',
            body: 'Draw Dominoes usa un juego de dominó doble seis de 28 fichas. Con 2 jugadores cada uno toma 7 fichas; con 3 o 4, cada uno toma 5. Las fichas que sobran forman el pozo. Cada jugador juega para sí.',
          },
          {
            title: 'La salida',
            body: 'En la primera mano sale quien tiene el doble más alto, con ese doble (si nadie tiene dobles, la ficha que más suma). Después, quien gana una mano sale en la siguiente con la ficha que quiera.',
          },
          {
            title: 'Coloca una ficha',
            body: 'En tu turno, coloca una ficha de modo que uno de sus extremos coincida con uno de los dos extremos abiertos de la línea. Los dobles se colocan atravesados. Si tu ficha encaja en los dos extremos, toca el que prefieras.',
          },
          {
            title: 'Robar o pasar',
            body: 'Si ninguna ficha encaja, roba del pozo hasta que una encaje. Con el pozo vacío y sin jugada posible, pasas.',
          },
          {
            title: 'Dominar la mano',
            body: 'Coloca tu última ficha para cerrar la mano y suma todos los puntos que quedan en las otras manos. Si nadie puede jugar, la mano está cerrada: la mano más ligera suma los puntos de las demás menos los suyos.',
          },
          {
            title: 'Victoria',
            body: 'Gana la partida el primero que llega a 100 puntos.',
          },
        ],
      },
      tilesonfire: {
        steps: [
          {
            title: 'Las fichas',
            body: 'Tiles on Fire usa un juego de dominó doble seis de 28 fichas. Con 2 jugadores cada uno toma 7 fichas; con 3 o 4, cada uno toma 5. Cuatro jugadores juegan por parejas, frente a frente.',
          },
          {
            title: 'Coloca una ficha',
            body: 'En tu turno, coloca una ficha de modo que uno de sus extremos coincida con un extremo abierto de la línea de juego.',
          },
          {
            title: 'El spinner',
            body: 'El primer doble que se juega es el spinner: queda abierto por sus cuatro lados, así que la línea puede crecer en cuatro direcciones.',
          },
          {
            title: '¡Fuego!',
            body: 'Después de cada jugada, suma los extremos abiertos; un doble en un extremo cuenta sus dos mitades. Si el total es múltiplo de 5, lo sumas al momento: eso es un fuego.',
            example: 'Extremos abiertos 5 + 5 en el doble y 0: el total es 10, un fuego que vale 10 puntos.',
          },
          {
            title: 'Dominar la mano',
            body: 'Coloca tu última ficha para cerrar la mano y suma los puntos que quedan en las manos de tus rivales, redondeados al 5 más cercano. Si nadie puede jugar, puntúa de la misma forma la mano más ligera.',
          },
          {
            title: 'Victoria',
            body: 'Gana la partida el primero que llega a 150 puntos.',
          },
        ],
      },
    },
  },
};
