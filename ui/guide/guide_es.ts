/** La primera partida guiada, en español. */
import type { GuideWords } from "./words.ts";

export const GUIDE_ES: GuideWords = {
  title: "Aprende jugando",
  intro:
    "Cuatro capítulos cortos en una mesa de verdad, unos pocos minutos en total. Haz lo que dice la línea; sáltalo cuando quieras.",
  chapterOf: "Capítulo {n} de {m}",
  skip: "Saltar",
  playNow: "Jugar ya",
  next: "Siguiente",
  nextChapter: "Siguiente capítulo",
  restart: "Empezar de nuevo",
  stepOf: "Paso {n} de {m}",
  follow: "Ahora no: haz lo que dice la línea, o Saltar.",
  chapters: {
    buy: {
      title: "Juega cartas y adquiere una",
      lines: {
        resources: "Juega {c}: da 1 recurso, con los que adquieres cartas.",
        attack: "Juega {c}: da 2 de ataque, para atacar cartas enemigas y la base enemiga.",
        inquisitor: "Juega {c}: no da nada por sí solo, pero tiene una capacidad que eliges tú.",
        choose: "Toca «Usar capacidad» en {c}, ya en juego.",
        force: "Elige la Fuerza. La Fuerza mueve el indicador de la Fuerza hacia tu lado.",
        more: "Juega la otra {c}: ya tienes 2 recursos.",
        buy: "Adquiere {c} por 2 recursos. Una carta adquirida va a tu pila de descartes, no a tu mano.",
        end:
          "{c} está en tu pila de descartes. Cuando se acabe tu mazo, los descartes se barajan en un mazo nuevo: robarás {c} en un turno posterior.",
      },
    },
    row: {
      title: "La fila de la galaxia: ataca cartas enemigas",
      lines: {
        enemy: "Toca el {c} de la fila de la galaxia. Es una carta rebelde: no puedes adquirirla.",
        playAll: "Juega todas tus cartas: dos soldados de asalto dan 4 de ataque.",
        attacker: "Toca «Atacar con ella» en un soldado de asalto: pasa a ser atacante.",
        all: "Toca «Elegir todas» para añadir el otro soldado: 4 de ataque.",
        target: "Toca el {c}: su valor de objetivo es 3, y 4 de ataque lo derrota.",
        reward: "Toca Atacar para confirmar. Derrotar al {c} te da su recompensa.",
        end:
          "El {c} fue a la pila de descartes de la galaxia y ganaste su recompensa: 3 recursos. Las cartas enemigas de la fila se atacan, nunca se adquieren.",
      },
    },
    ships: {
      title: "Las naves de línea antes que la base",
      lines: {
        shield: "Toca la base rebelde. Lee debajo por qué tu ataque aún no la alcanza.",
        playAll: "Juega todas tus cartas: soldado de asalto (2 de ataque) y AT-ST (4 de ataque).",
        shipFirst: "Toca «Atacar con ella» solo en el soldado de asalto.",
        aimShip:
          "Toca la base rebelde. La vista previa muestra adónde van los 2 de daño: primero a la nave de línea.",
        downShip: "Toca Atacar para confirmar. El {c} recibe el daño y queda destruido.",
        baseNow: "Ya no hay nada delante de la base. Toca «Atacar con ella» en el AT-ST.",
        aimBase: "Toca la base rebelde: le quedan 3 de resistencia y el AT-ST tiene 4 de ataque.",
        downBase: "Toca Atacar para confirmar y destruye la base.",
        chooseBase:
          "Más tarde: los rebeldes destruyeron tu base. Al empezar tu turno eliges tu siguiente base. Elige cualquiera: cada una dice qué hace.",
        reveal: "Tu nueva base pregunta algo al revelarse: contéstalo.",
        won: "La base que destruiste está en tu pila de victoria: destruye 3 bases y ganas.",
        end:
          "Quien pierde una base elige la siguiente al empezar su turno. Las bases más grandes tienen más resistencia.",
      },
    },
    force: {
      title: "La Fuerza",
      lines: {
        track:
          "El indicador está del lado rebelde: la Fuerza no te acompaña. Juega {c}: 3 de ataque, 5 mientras la Fuerza te acompañe.",
        gain:
          "Juega {c}: 2 de Fuerza mueven el indicador dos casillas hacia tu lado. Mira el ataque del soldado de la muerte.",
        ability:
          "La Fuerza te acompaña: el soldado de la muerte tiene 5 de ataque. Ahora toca «Usar capacidad» en {c}: se exilia a sí mismo para exiliar una carta.",
        exile:
          "Exilia la {c} de tu pila de descartes. Las cartas exiliadas salen de la partida: tu mazo se queda con las mejores.",
        end:
          "¡Bien hecho! Con la Fuerza a tu lado se activan las capacidades que la piden; si el indicador llega al extremo de tu lado, además ganas 1 recurso al empezar cada turno.",
      },
    },
  },
  done: "Ya conoces lo básico. ¿Listo para una partida de verdad?",
  real: "Juega una partida de verdad",
  vsComputer: "Contra el ordenador",
  vsFriend: "Envía un enlace a un amigo",
  howTo: "Cómo se juega",
};
