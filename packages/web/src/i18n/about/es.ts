import type { AboutTexts } from './types.ts';

export const aboutEs: AboutTexts = {
  link: 'Acerca de',
  title: 'Acerca de este sitio',
  intro: 'Among Cultists para jugar en línea: lo que ves aquí, quién lo hizo y con qué licencia.',
  art: {
    title: 'El arte',
    text: 'El mapa, el emblema, las marcas y los colores de este sitio se hicieron para este proyecto. Nada de ello es arte de la editorial: aquí no se usa ninguna imagen de la caja, las cartas ni los reglamentos del juego de mesa.',
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
    text: 'El único sonido, el aviso de que es tu turno (dos notas suaves, apagado hasta que lo actives), se genera en tu navegador para este proyecto: no se usa ningún archivo de sonido. Cualquier sonido que se añada se hará para este proyecto o tendrá una licencia libre, y se nombrará aquí.',
  },
  licence: 'Leer la licencia',
};
