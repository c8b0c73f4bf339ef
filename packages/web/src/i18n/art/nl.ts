import type { ArtTexts } from './types.ts';

/** The drawn components (src/art/). The same keys as en.ts. */
export const artNl: ArtTexts = {
  card: '{{card}}-kaart',
  back: 'Een gesloten kaart',
  unsafeBack: 'Een gesloten kaart van de Onveilige Doorgang',
  route: 'Routekaart',
  routeLine: 'Rondes {{rounds}}: {{colours}}',
  event: 'Gebeurtenisfiche: {{event}}',
  eventBack: 'Een gesloten gebeurtenisfiche',
  knife: 'Het Mes',
  voteActive: 'Het stemfiche, actief',
  voteUsed: 'Het stemfiche, deze ronde gebruikt',
  cultist: 'Een Cultistenfiche',
  portal: 'De Poort',
  clock: 'De Klok: ronde {{round}} van {{max}}',
  door: 'De Draaideur',
  elevator: 'Een Lift',
  profession: 'Beroepsfiche: {{profession}}',
  professionBack: 'Een gesloten beroepsfiche',
  gallery: {
    title: 'Het spelmateriaal',
    intro:
      'Elke kaart en elk fiche van het spel zoals deze uitgave ze tekent. Elk draagt een symbool en een woord: geen enkel is alleen aan zijn kleur te herkennen.',
    cards: 'Kaarten',
    events: 'Gebeurtenisfiches',
    tokens: 'Fiches en stukken',
    professions: 'Beroepsfiches (Mountains of Chaos)',
    mountains: 'Stukken van de kaart (Mountains of Chaos)',
  },
};
