/**
 * The Professions module of Mountains of Chaos (PROF-*): the host's choice, the Profession token, the
 * Detective-Support tokens, the Detective's short night, the Mayor's decision, the Exorcist's and the
 * Saboteur's actions and the log. English is the reference: every language has exactly these keys.
 */
export const professionsEn = {
  title: 'Profession',
  helpPhase: {
    mayorDecision:
      'The Vote ended in a tie. The living Mayor decides: eliminate one of the tied Characters, or nobody.',
    detectiveNight:
      'A short Night Phase: everyone closes their eyes, the Detective alone sees who holds the Informant token, then everyone opens their eyes. Every screen shows the same steps.',
  },
  name: {
    mayor: 'Mayor',
    detective: 'Detective',
    exorcist: 'Exorcist',
    profiler: 'Profiler',
    saboteur: 'Saboteur',
  },
  power: {
    mayor:
      'Whenever a Vote ends in a tie, the Mayor decides: eliminate one of the tied Characters, or nobody.',
    detective:
      'When the Detective is revealed, a short Night Phase follows in which the Detective alone sees who the Informant is. The Detective may tell the truth or lie.',
    exorcist:
      'Once per game, as a free extra action on their turn: bring a Ghost back to life (its face-up Dead card leaves the game), then murder another living Character.',
    profiler:
      'When checking a State (with the action or the Camera), the Profiler does not shuffle the Pulse deck and sees its cards in order, top card first.',
    saboteur:
      'Once per game, as a free extra action on their turn: swap the Room decks of two unfinished Rooms holding at least 1 card each, without looking.',
  },
  token: {
    faceDown:
      'The Profession token lies face down beside the map: the first successful Fight a Cultist earns it.',
    held: '{{seat}} is the {{profession}}.',
    used: 'The once-per-game power has been used.',
    lost: 'The {{profession}} was lost with the death of {{seat}}; the token has left the game.',
    badge: 'Profession: {{profession}}',
    badgeLost: 'Profession lost: {{profession}}',
    seenAtEnd: 'The Profession token was the {{profession}}.',
  },
  mine: {
    show: 'Tap to see your token',
    hide: 'Hide your token',
    title: 'Your Detective-Support token',
    informant: 'Informant: you are the Informant.',
    notInformant: 'Not an Informant.',
    knownInformant: 'You saw it as the Detective: {{seat}} is the Informant.',
    pulseOrder: 'The Pulse deck of {{seat}}, top card first:',
    position: '{{n}}. {{card}}',
  },
  mayor: {
    title: 'The Mayor decides the tie',
    you: 'The Vote is tied between {{tied}}. As the Mayor you decide: eliminate one of them, or nobody.',
    other: 'The Vote is tied between {{tied}}. {{mayor}}, the Mayor, decides.',
  },
  night: {
    title: 'The Detective’s short night',
    intro:
      'The Detective has been revealed. Every screen shows the same steps; only the Detective sees something.',
    close: 'Everyone takes their Detective-Support token in hand and closes their eyes.',
    turn: 'Everyone turns their token face up.',
    detective: 'The Detective opens their eyes and sees who the Informant is.',
    cover: 'Everyone covers their token again.',
    open: 'Everyone opens their eyes.',
    sawInformant: 'You are the Detective: {{seat}} is the Informant.',
    sawNothing: 'Your eyes stayed closed: you saw nothing.',
  },
  actions: {
    mayorDecides: 'Eliminate {{seat}}',
    mayorNobody: 'Eliminate nobody',
    exorcise: 'Revive {{ghost}}, then murder {{victim}}',
    swapRoomDecks: 'Swap the Room decks of {{room}} and {{other}}',
    exorciseTitle: 'Exorcist (once per game, free)',
    exorciseGhost: 'First choose the Ghost to bring back to life.',
    exorciseVictim: 'Now choose whom to murder. {{ghost}} will live again.',
    revive: 'Revive {{seat}}',
    murder: 'Murder {{seat}}',
    saboteurTitle: 'Saboteur (once per game, free)',
    saboteurFirst: 'Choose the first Room.',
    saboteurSecond: 'Choose the Room whose deck changes places with that of {{room}}.',
    back: 'Back',
    afterAction: 'Your action is done. You may still use your Profession this turn, or pass on it.',
  },
  explain: {
    mayorDecides: 'Mayor: the tied Vote is yours to decide; the one you choose is eliminated.',
    exorcise:
      'Exorcist: the Ghost lives again (its face-up Dead card leaves the game), then the victim is murdered without a Vote. Free; your action follows.',
    swapRoomDecks:
      'Saboteur: the two decks change Rooms unseen; the Rooms keep their tokens. Free; your action follows.',
  },
  ev: {
    professionEarned: '{{seat}} earns the Profession: {{profession}}.',
    professionLost: '{{seat}} dies and loses the Profession {{profession}}.',
    informantSeen: 'As the Detective, {{seat}} sees that {{informant}} is the Informant.',
    mayorDecided: 'The Mayor {{seat}} decides the tie between {{tied}}: {{eliminated}} is eliminated.',
    mayorDecidedNobody: 'The Mayor {{seat}} decides the tie between {{tied}}: nobody is eliminated.',
    exorcised: 'The Exorcist {{seat}} brings {{revived}} back to life and murders {{victim}}.',
    exorcisedCard:
      'The Exorcist {{seat}} brings {{revived}} back to life (the face-up Dead card leaves the game) and murders {{victim}}.',
    roomDecksSwapped: 'The Saboteur {{seat}} swaps the Room decks of {{room}} and {{other}}.',
    pulseOrderSeen:
      'As the Profiler, {{seat}} sees the Pulse deck of {{target}} in order, top first: {{cards}}.',
  },
  reveal: {
    informant: 'The Informant was {{seat}}.',
  },
};
