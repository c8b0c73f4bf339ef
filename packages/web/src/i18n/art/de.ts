import type { ArtTexts } from './types.ts';

/** The drawn components (src/art/). The same keys as en.ts. */
export const artDe: ArtTexts = {
  card: 'Karte {{card}}',
  back: 'Eine verdeckte Karte',
  unsafeBack: 'Eine verdeckte Karte vom Stapel Unsicherer Durchgang',
  route: 'Routenkarte',
  routeLine: 'Runden {{rounds}}: {{colours}}',
  event: 'Ereignismarker: {{event}}',
  eventBack: 'Ein verdeckter Ereignismarker',
  knife: 'Das Messer',
  voteActive: 'Der Abstimmungsmarker, aktiv',
  voteUsed: 'Der Abstimmungsmarker, in dieser Runde benutzt',
  cultist: 'Ein Kultist-Marker',
  portal: 'Das Portal',
  clock: 'Die Uhr: Runde {{round}} von {{max}}',
  door: 'Die Drehtür',
  elevator: 'Ein Fahrstuhl',
  profession: 'Berufsmarker: {{profession}}',
  professionBack: 'Ein verdeckter Berufsmarker',
  gallery: {
    title: 'Das Spielmaterial',
    intro:
      'Jede Karte und jeder Marker des Spiels, wie diese Ausgabe sie zeichnet. Jedes trägt ein Symbol und ein Wort, keines wird nur an seiner Farbe erkannt.',
    cards: 'Karten',
    events: 'Ereignismarker',
    tokens: 'Marker und Figuren',
    professions: 'Berufsmarker (Mountains of Chaos)',
    mountains: 'Teile des Plans (Mountains of Chaos)',
  },
};
