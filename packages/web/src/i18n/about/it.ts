import type { AboutTexts } from './types.ts';

export const aboutIt: AboutTexts = {
  link: 'Informazioni',
  title: 'Informazioni su questo sito',
  intro: 'Among Cultists giocato online: cosa vedi qui, chi l’ha fatto e con quale licenza.',
  art: {
    title: 'La grafica',
    text: 'La mappa, l’emblema (anche l’icona dell’app installata), i segni e i colori di questo sito sono stati fatti per questo progetto. Nulla di tutto ciò è grafica dell’editore: qui non si usa nessuna immagine della scatola, delle carte o dei regolamenti del gioco da tavolo.',
  },
  fonts: {
    title: 'Caratteri',
    text: 'Serviti da questo stesso sito, mai caricati da un altro. Tutti e tre sono sotto la SIL Open Font License 1.1.',
    display: 'i titoli',
    body: 'il testo',
    note: 'il taccuino',
    entry: '{{font}} di {{designer}}, per {{use}}',
  },
  icons: {
    title: 'Simboli',
    text: 'I simboli accanto alle parole (il Coltello, il Segnalino Votazione, un Fantasma…) vengono da game-icons.net, di {{authors}}, con licenza Creative Commons Attribuzione 3.0, usati senza modifiche.',
    list: 'Ogni simbolo e il suo autore',
    entry: '«{{icon}}» di {{author}}',
  },
  sound: {
    title: 'Suoni',
    text: 'Ogni suono è generato nel tuo browser per questo progetto, con la Web Audio API: non si usa né si scarica nessun file audio. Sono otto, tutti spenti finché non attivi l’audio: due note leggere quando tocca a te, il fruscio di una carta passata in un Incontro (lo stesso per ogni carta), un passo e il chiavistello di una porta quando qualcuno si muove, un campanello quando si indice una Votazione, un tuono per un Fulmine o un blackout, un battito del cuore quando cala la Notte, e una frase ascendente o discendente per la vittoria e la sconfitta.',
  },
  licence: 'Leggi la licenza',
};
