import type { AboutTexts } from './types.ts';

export const aboutDe: AboutTexts = {
  link: 'Über diese Seite',
  title: 'Über diese Seite',
  intro: 'Among Cultists online gespielt: was du hier siehst, wer es gemacht hat und unter welcher Lizenz.',
  art: {
    title: 'Die Gestaltung',
    text: 'Karte, Emblem (auch das Symbol der installierten App), Markierungen und Farben dieser Seite wurden für dieses Projekt gemacht. Nichts davon stammt vom Verlag: Kein Bild aus Schachtel, Karten oder Regelheften des Brettspiels wird hier verwendet.',
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
    text: 'Jeder Klang wird für dieses Projekt in deinem Browser erzeugt, mit der Web Audio API: Es wird keine Klangdatei verwendet oder heruntergeladen. Es gibt acht, alle aus, bis du den Ton einschaltest: zwei leise Töne, wenn du am Zug bist, das Wischen einer in einer Begegnung weitergegebenen Karte (für jede Karte gleich), ein Schritt und ein Türriegel, wenn sich jemand bewegt, eine Handglocke, wenn eine Abstimmung einberufen wird, Donner bei einem Blitzschlag oder Stromausfall, ein Herzschlag, wenn die Nacht hereinbricht, und eine steigende oder fallende Tonfolge für Sieg und Niederlage.',
  },
  licence: 'Lizenztext lesen',
};
