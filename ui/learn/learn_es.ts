/** Cómo se juega y la lista de cartas en español (términos del reglamento en español y de su modo 2 contra 2). */
import type { LearnWords } from "./words.ts";

export const LEARN_ES: LearnWords = {
  title: "Cómo se juega",
  intro:
    "Star Wars: El juego de construcción de mazos en pocos minutos: el Imperio contra los Rebeldes; cada uno empieza con un mazo débil de 10 cartas y adquiere cartas más fuertes a lo largo de la partida.",
  play: "Jugar ya",
  contents: "Contenido",
  sections: [
    {
      id: "goal",
      title: "El objetivo",
      body: [
        "Destruye las bases de tu adversario. Gana el primero que destruye 3 bases del adversario (al crear la partida podéis elegir 2, 4 o 5).",
        "Tu base es la carta que tienes delante, con su resistencia. Una base se destruye cuando su daño alcanza su resistencia; va a la pila de victoria de quien la destruye.",
      ],
    },
    {
      id: "turn",
      title: "Un turno",
      body: [
        "• Juega cartas de tu mano: cada carta que juegas da su ataque, sus recursos y su Fuerza («Jugar todas» juega toda tu mano).",
        "• Adquiere cartas con tus recursos: de la fila de la galaxia o de los pilotos del Borde Exterior. La carta adquirida va a tu pila de descartes, así que la robarás en un turno posterior.",
        "• Usa las capacidades de tus cartas en juego, una vez por turno cada una. Las capacidades son opcionales, pero si empiezas una, resuelves todo lo que puedas de ella.",
        "• Ataca: asigna tus cartas a la base enemiga o a una carta enemiga de la fila de la galaxia y resuelve el ataque.",
        "• Termina tu turno: las cartas en juego y las de tu mano van a tu pila de descartes, los recursos que no gastes se pierden y robas 5 cartas nuevas. Cuando tu mazo se acaba, tu pila de descartes se baraja para formar un mazo nuevo.",
        "El Imperio juega el primer turno.",
      ],
    },
    {
      id: "row",
      title: "La fila de la galaxia",
      body: [
        "Seis cartas boca arriba entre los jugadores. Puedes adquirir cartas de tu bando y cartas neutrales.",
        "Las cartas del otro bando son cartas enemigas: no puedes adquirirlas, pero puedes atacarlas (cacería para el Imperio, sabotaje para los Rebeldes). Si tu ataque alcanza el valor de Objetivo de la carta, la derrotas, sale de la fila y puedes recibir su recompensa.",
        "Las naves de línea no pueden participar en cacerías ni sabotajes. Las cartas neutrales no se pueden atacar.",
        "Los pilotos del Borde Exterior son un mazo junto a la fila que ambos jugadores pueden adquirir. Cuando una carta sale de la fila, se sustituye al momento por la primera del mazo de la galaxia.",
      ],
    },
    {
      id: "ships",
      title: "Las naves de línea antes que la base",
      body: [
        "Una nave de línea se queda en juego de un turno a otro y te da sus recursos al principio de cada uno de tus turnos.",
        "Mientras tu adversario tenga naves de línea en juego, protegen su base: el daño de un ataque a la base va primero a las naves de línea, y solo lo que sobra cuando todas están destruidas llega a la base. Así que destruye la nave y después la base.",
        "El daño que una capacidad inflige directamente a una base no tiene en cuenta las naves de línea. Una nave de línea destruida va a la pila de descartes de su dueño.",
      ],
    },
    {
      id: "newbase",
      title: "Elegir una base nueva",
      body: [
        "Cuando destruyen tu base, eliges la siguiente entre tus bases restantes al principio de tu siguiente turno. Algunas bases hacen algo cuando las revelas y otras te ayudan mientras están en juego: léelas antes de elegir.",
        "El daño sobrante se pierde: no pasa a la base siguiente.",
      ],
    },
    {
      id: "force",
      title: "La Fuerza",
      body: [
        "El medidor de Equilibrio de la Fuerza tiene 7 casillas: 3 del Lado Oscuro (Imperio), la central y 3 del Lado Luminoso (Rebeldes). Empieza del todo en el lado Rebelde.",
        "Las cartas con Fuerza mueven el indicador hacia tu lado. «Si la Fuerza te acompaña» quiere decir que el indicador está en una de las 3 casillas de tu lado: algunas capacidades solo funcionan entonces.",
        "Si al principio de tu turno la Fuerza está en la casilla final de tu lado, ganas 1 recurso.",
      ],
    },
    {
      id: "exile",
      title: "Exiliar",
      body: [
        "Exiliar una carta es sacarla de la partida. Exiliar tus cartas iniciales débiles fortalece tu mazo: robas tus mejores cartas más a menudo.",
        "Una carta que se exilia a sí misma da antes su ataque, sus recursos y su Fuerza.",
      ],
    },
    {
      id: "modes",
      title: "Modos y opciones",
      body: [
        "• Inicial: cada jugador tiene 5 bases y empieza con Lothal (Imperio) o Dantooine (Rebeldes).",
        "• Galaxia completa: las 10 bases de cada bando; se recomienda jugar a 4 bases.",
        "• Bases secretas: además de tu base inicial eliges en secreto 4 de tus otras 9 bases; tu adversario no sabe cuáles.",
        "• Bases que hay que destruir para ganar: normalmente 3; 2 para una partida corta, 4 o 5 para una larga.",
        "• Pagar cartas neutrales (regla opcional): gasta tantos recursos como el coste de una carta neutral para descartarla de la fila sin quedártela.",
      ],
    },
    {
      id: "team",
      title: "Qué cambia en 2 contra 2",
      body: [
        "Dos contra dos con dos copias del juego. Cada región tiene su propia fila de la galaxia y sus pilotos del Borde Exterior, un jugador Imperial y uno Rebelde; solo adquieres y atacas en tu región.",
        "Los compañeros juegan su turno a la vez y comparten un medidor de la Fuerza. «Tú» en una carta quiere decir tu equipo. Los recursos nunca se comparten.",
        "Las naves de línea están en la zona compartida del equipo y protegen sus dos bases. Un ataque a las bases suma el ataque del equipo y reparte el daño entre las dos bases enemigas, una vez destruidas todas las naves de línea enemigas.",
        "Gana el equipo que destruye 3 bases de cada adversario. Empieza un equipo elegido al azar.",
      ],
    },
  ],
  iconsTitle: "Los iconos",
  iconsMean: {
    C: "Lo que cuesta adquirirla, en recursos (arriba a la izquierda).",
    A: "Daño a una base, a una nave de línea o a un objetivo de la fila de la galaxia.",
    R: "Lo que gastas para adquirir cartas.",
    F: "Mueve el indicador de la Fuerza hacia tu lado.",
    T: "El ataque necesario para derrotar esta carta enemiga de la fila de la galaxia.",
    H: "El daño que destruye esta base o nave de línea.",
    U: "Única: otras cartas pueden nombrarla.",
    sides: "El bando de la carta: Imperio, Rebeldes o neutral.",
  },
  iconNames: { C: "Coste", T: "Valor de Objetivo", H: "Resistencia", U: "Única" },
  cardsTitle: "Todas las cartas",
  cardsIntro: "El texto completo de cada carta, tal como lo aplica el juego.",
  search: "Buscar",
  faction: "Bando",
  type: "Tipo",
  cost: "Coste",
  any: "Cualquiera",
  filter: "Mostrar",
  shown: "{n} cartas",
  none: "Ninguna carta coincide.",
  reward: "Recompensa",
  stats: {
    cost: "coste {n}",
    attack: "{n} de ataque",
    resources: "{n} recursos",
    force: "{n} de Fuerza",
    hp: "{n} de resistencia",
    target: "valor de Objetivo {n}",
  },
  copies: "×{n}",
  sets: {
    galaxy: "Carta de galaxia",
    starter: "Carta inicial",
    pilot: "Piloto del Borde Exterior",
    base: "Base",
  },
  startingBase: "Base inicial",
  beginnerBase: "Base del modo inicial",
  close: "Cerrar",
  open: "Cómo se juega",
  back: "Volver a la partida",
};
