import type { ArtTexts } from './types.ts';

/** The drawn components (src/art/). The same keys as en.ts. */
export const artFr: ArtTexts = {
  card: 'Carte {{card}}',
  back: 'Une carte face cachée',
  unsafeBack: 'Une carte Passage dangereux, face cachée',
  route: 'Carte Parcours',
  routeLine: 'Tours {{rounds}} : {{colours}}',
  event: 'Jeton Événement : {{event}}',
  eventBack: 'Un jeton Événement face cachée',
  knife: 'Le Couteau',
  voteActive: 'Le jeton Vote, actif',
  voteUsed: 'Le jeton Vote, utilisé ce tour',
  cultist: 'Un jeton Fanatique',
  portal: 'Le Portail',
  clock: 'L’Horloge : tour {{round}} sur {{max}}',
  door: 'La Porte-tambour',
  elevator: 'Un Ascenseur',
  profession: 'Jeton Profession : {{profession}}',
  professionBack: 'Un jeton Profession face cachée',
  gallery: {
    title: 'Le matériel',
    intro:
      'Chaque carte et chaque jeton du jeu tels que cette édition les dessine. Chacun porte un symbole et un mot : aucun ne se reconnaît à sa seule couleur.',
    cards: 'Cartes',
    events: 'Jetons Événement',
    tokens: 'Jetons et pièces',
    professions: 'Jetons Profession (Mountains of Chaos)',
    mountains: 'Pièces du plan (Mountains of Chaos)',
  },
};
