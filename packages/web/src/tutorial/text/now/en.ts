/**
 * The coach's line about what is happening now, when no lesson step holds (the i18next namespace
 * "tutorial-now", loaded with the coach's texts; one line per phase, see ../../now.ts). It describes the
 * phase, never a rule. English is the reference: every language has exactly these keys and placeholders.
 */
export const nowEn = {
  now: {
    night: 'The Night Phase: everyone looks at what the Night shows them, then confirms it.',
    movementMine: 'Round {{round}}: your Movement.',
    movement:
      'Round {{round}}: {{name}} is moving. Watch where they go on the map: who stands alone, who meets whom.',
    encounterMine: 'An Encounter in {{place}}: you meet {{names}}.',
    encounter:
      'An Encounter in {{place}} among {{names}}. Their cards pass face down: you cannot see them, only who was there.',
    eventMine: 'The event is yours to resolve.',
    event: '{{name}} resolves the event; what they choose shows in the log.',
    actionMine: 'The Action Phase: your action.',
    action: 'The Action Phase: {{name}} takes an action. What they do shows in the log.',
    portal: '{{name}} asks {{partner}} about the Portal.',
    checkMine: 'You are looking at the Pulse deck of {{target}}.',
    check: '{{name}} is looking at the Pulse deck of {{target}}: only they see what is in it.',
    voteDiscussion: 'A Vote: first the discussion. Who do you suspect, and why?',
    voteBallot: 'A Vote: the ballot. Every ballot stays hidden until all are cast.',
    voteKnife: 'A Vote: {{name}} holds the Knife and decides about the ballot.',
    cleanup: 'The Cleanup Phase: Round {{round}} ends.',
    mayorMine: 'The Vote is tied: the Mayor decides, and that is you.',
    mayor: 'The Vote is tied: {{name}}, the Mayor, decides.',
    detectiveNight: 'A short night: everyone looks at what it shows them, then confirms it.',
    seerGuess: 'The Cultists name who they think is the Seer.',
    over: 'The game is over: the results show every secret.',
  },
  hint: {
    decide: 'Your decision: the Actions panel offers what you may do.',
    waiting: 'Waiting for the others.',
    ghost:
      'You are a Ghost, and you still play: the Actions panel offers what you may do when it is your turn.',
  },
} as const;
