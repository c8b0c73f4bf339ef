/**
 * The accessible names of the drawn components (src/art/) and the gallery of the rules page. The cards', Events'
 * and Professions' own names are the existing ones (card.*, event.*, professions.name.*), never restated here.
 * English is the reference: every language has exactly these keys.
 */
export const artEn = {
  card: '{{card}} card',
  back: 'A card, face down',
  unsafeBack: 'An Unsafe Passage card, face down',
  route: 'Route card',
  routeLine: 'Rounds {{rounds}}: {{colours}}',
  event: 'Event token: {{event}}',
  eventBack: 'An Event token, face down',
  knife: 'The Knife',
  voteActive: 'The Vote token, active',
  voteUsed: 'The Vote token, used this Round',
  cultist: 'A Cultist token',
  portal: 'The Portal',
  clock: 'The Clock: Round {{round}} of {{max}}',
  door: 'The Revolving Door',
  elevator: 'An Elevator',
  profession: 'Profession token: {{profession}}',
  professionBack: 'A Profession token, face down',
  gallery: {
    title: 'The components',
    intro:
      'Every card and token of the game as this edition draws it. Each carries a symbol and a word, so none is told by its colour alone.',
    cards: 'Cards',
    events: 'Event tokens',
    tokens: 'Tokens and pieces',
    professions: 'Profession tokens (Mountains of Chaos)',
    mountains: 'Map pieces (Mountains of Chaos)',
  },
} as const;
