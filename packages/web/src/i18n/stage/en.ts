/**
 * The staged moments (stage/): their captions, also read out where nothing else says them. English is the
 * reference: every language has exactly these keys.
 */
export const stageEn = {
  skip: 'Skip',
  cardPassed: '{{from}} passes a card face down to {{to}}.',
  cardsPassed: 'Cards change hands, face down.',
  tokenDrawn: 'An Event token is drawn from the Bag: {{event}}.',
  tokenDrawnHidden: '{{seat}} draws an Event token from the Bag, face down.',
  lightning: 'Lightning Strike!',
  ghost: '{{seat}} turns Ghost.',
  ghostRevealed: 'A Dead card is revealed: {{seat}} turns Ghost.',
  vote: '{{seat}} calls a Vote: everyone votes.',
  voteMurder: 'A murder is revealed: {{seat}} calls a Vote.',
  ballots: 'The sealed ballots are turned over together.',
  abstain: 'Abstains',
  unmasked: '{{seat}} is unmasked: {{role}}.',
  seerRight: 'The Cultists name {{seat}} as the Seer: right.',
  seerWrong: 'The Cultists name {{seat}} as the Seer: wrong.',
  rack: 'A rack is complete: +{{vp}} VP.',
  portalOpen: 'The Portal opens.',
  portalClosed: 'The Portal is closed.',
  portalFailed: 'The Portal was not closed in time.',
  night: 'Night falls.',
  end: '{{winner}}: {{reason}}.',
} as const;
