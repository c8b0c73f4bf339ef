import type { Messages } from '../types.ts';

export const mapuiDe: Messages['mapui'] = {
  frame: 'Kartenansicht',
  keys: 'Wenn die Karte den Fokus hat: + und − zoomen, die Pfeiltasten verschieben die Ansicht, 0 setzt sie zurück. Ziehen verschiebt, Spreizen oder Scrollen zoomt.',
  tools: 'Zoom',
  reset: 'Ansicht zurücksetzen',
  stackCount: '+{{n}}',
  // The Victory Points a full rack scores, printed on its edge.
  rackVp: '{{vp}} SP',
  stack: '{{more}} weitere hier: {{names}}',
  short: {
    orange1: 'Orange 1',
    orange2: 'Orange 2',
    darkblue1: 'Dunkelblau 1',
    darkblue2: 'Dunkelblau 2',
    darkblue3: 'Dunkelblau 3',
    pink1: 'Rosa 1',
    pink2: 'Rosa 2',
    pink3: 'Rosa 3',
    cafeteria: 'Cafeteria',
    library: 'Bibliothek',
    security: 'Sicherheitsraum',
  },
  legend: {
    title: 'Kartenlegende',
    reachable: { term: 'Gestrichelter gelber Rand', text: 'Dorthin kannst du jetzt: tippe darauf.' },
    focus: { term: 'Weißer Rahmen, hellerer Raum', text: 'Wo die Tastatur steht; Enter geht dorthin.' },
    disc: {
      term: 'Figur',
      text: 'Ein Charakter: sein Porträt im Ring seiner Farbe, mit seiner Nummer, wie überall, wo er genannt wird.',
    },
    knife: { term: 'Gelber Ring', text: 'Das Messer: wer es hat, ist Start-Charakter.' },
    ghost: { term: 'Blasse gestrichelte Figur (†)', text: 'Ein Geist.' },
    stack: {
      term: 'Scheibe mit „+3“',
      text: 'Dort stehen drei weitere Charaktere; antippen (oder fokussieren) listet sie auf.',
    },
    deck: { term: 'Raum-Deck', text: 'Wie viele verdeckte Raumkarten der Raum hat.' },
    books: { term: 'Bücher', text: 'Bücher, die noch im Raum liegen.' },
    cultistToken: {
      term: 'Kultist-Marker',
      text: 'In seinem Raum ist keine Raum-Aktion möglich, bis ein Charakter ihn bekämpft.',
    },
    setAside: { term: 'Beiseitegelegte Kultist-Marker', text: 'Verdeckt außerhalb der Universität.' },
    rack: {
      term: 'Regalfach',
      text: 'Bücher darin / Platz darin; ein volles Fach bringt die Siegpunkte an seinem Rand (★).',
    },
    explored: { term: '✓ erkundet', text: 'Sein Raumplättchen wurde aufgedeckt.' },
    unsafe: {
      term: '⚠ Unsicherer Durchgang',
      text: 'Sein Raumplättchen zeigte das Symbol Unsicherer Durchgang.',
    },
    finished: {
      term: '★ abgeschlossen',
      text: 'Keine Bücher mehr darin: dort kein Auffüllen und kein Prüfen.',
    },
    door: { term: 'Tür', text: 'Sie zu durchqueren kostet 1 Bewegungspunkt.' },
    fishman: { term: 'Fischmensch', text: 'Wartet im See oder blockiert einen Gang.' },
    portal: { term: 'Portal', text: 'Offen in der Bibliothek.' },
  },
};
