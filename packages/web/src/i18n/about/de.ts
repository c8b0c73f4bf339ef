import type { AboutTexts } from './types.ts';

export const aboutDe: AboutTexts = {
  link: 'Über diese Seite',
  title: 'Über diese Seite',
  intro: 'Among Cultists online gespielt: was du hier siehst, wer es gemacht hat und unter welcher Lizenz.',
  art: {
    title: 'Die Gestaltung',
    text: 'Karte, Emblem, Markierungen und Farben dieser Seite wurden für dieses Projekt gemacht. Nichts davon stammt vom Verlag: Kein Bild aus Schachtel, Karten oder Regelheften des Brettspiels wird hier verwendet.',
  },
  fonts: {
    title: 'Schriften',
    text: 'Von dieser Seite selbst ausgeliefert, nie von einer anderen geladen. Alle drei stehen unter der SIL Open Font License 1.1.',
    display: 'Überschriften',
    body: 'den Text',
    note: 'das Notizbuch',
    entry: '{{font}} von {{designer}}, für {{use}}',
  },
  icons: {
    title: 'Symbole',
    text: 'Die Symbole neben den Wörtern (das Messer, der Abstimmungsmarker, ein Geist …) stammen von game-icons.net, von {{authors}}, unter der Lizenz Creative Commons Namensnennung 3.0, unverändert verwendet.',
    list: 'Jedes Symbol und wer es gezeichnet hat',
    entry: '„{{icon}}“ von {{author}}',
  },
  sound: {
    title: 'Klänge',
    text: 'Der einzige Klang, das Signal, dass du am Zug bist (zwei leise Töne, aus, bis du ihn einschaltest), wird für dieses Projekt in deinem Browser erzeugt: Es wird keine Klangdatei verwendet. Jeder später hinzugefügte Klang wird für dieses Projekt gemacht oder steht unter einer freien Lizenz und wird hier genannt.',
  },
  licence: 'Lizenztext lesen',
};
