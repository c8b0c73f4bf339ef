import type { AboutTexts } from './types.ts';

export const aboutEs: AboutTexts = {
  link: 'Acerca de',
  title: 'Acerca de este sitio',
  intro: 'Among Cultists para jugar en línea: lo que ves aquí, quién lo hizo y con qué licencia.',
  art: {
    title: 'El arte',
    text: 'El mapa, el emblema (también el icono de la aplicación instalada), las marcas y los colores de este sitio se hicieron para este proyecto. Nada de ello es arte de la editorial: aquí no se usa ninguna imagen de la caja, las cartas ni los reglamentos del juego de mesa.',
  },
  fonts: {
    title: 'Tipografías',
    text: 'Las sirve este mismo sitio, nunca se cargan de otro. Las tres tienen la licencia SIL Open Font License 1.1.',
    display: 'los títulos',
    body: 'el texto',
    note: 'el cuaderno',
    entry: '{{font}}, de {{designer}}, para {{use}}',
  },
  icons: {
    title: 'Símbolos',
    text: 'Los símbolos junto a las palabras (el Cuchillo, la Ficha de voto, un fantasma…) son de game-icons.net, de {{authors}}, con licencia Creative Commons Reconocimiento 3.0, usados sin cambios.',
    list: 'Cada símbolo y su autor',
    entry: '«{{icon}}», de {{author}}',
  },
  sound: {
    title: 'Sonidos',
    text: 'Cada sonido se genera en tu navegador para este proyecto, con la API Web Audio: no se usa ni se descarga ningún archivo de sonido. Hay ocho, todos apagados hasta que actives el sonido: dos notas suaves cuando es tu turno, el roce de una carta pasada en un Encuentro (el mismo para cualquier carta), un paso y un pestillo cuando alguien se mueve, una campanilla cuando se convoca una Votación, un trueno por un Rayo o un apagón, un latido cuando cae la Noche, y una frase ascendente o descendente para la victoria y la derrota.',
  },
  licence: 'Leer la licencia',
};
