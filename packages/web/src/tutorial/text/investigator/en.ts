/**
 * Lesson 1's texts, the Investigator (the i18next namespace "tutorial-investigator", loaded with the lesson
 * only). English is the reference: every language has exactly these keys and placeholders.
 */
export const investigatorEn = {
  steps: {
    night: {
      title: 'Your Role and the Night',
      text: 'Your Role is secret, like every Role: in your own panel, tap to look at it, and again to hide it. It fixes your team. One of the other four is a Cultist, hiding among you. In the Night Phase the Cultist learns who starts dead, and the Seer learns who the Cultist is; an Investigator learns nothing. Confirm the Night to begin.',
    },
    route: {
      title: 'Your Route',
      text: 'Your secret Route card names the Room colours whose Room actions you may use in each Round. This Round: {{colours}}. You may walk anywhere: the Route only limits Room actions, and Character actions such as Check a State work everywhere.',
    },
    move: {
      title: 'Your first Movement',
      text: 'It is your turn to move: you have {{mp}} Movement points, each Door costs one. Tap a highlighted Location on the map, or a button in the Actions panel, one step at a time, then end your Movement. A Movement never ends where it started. Entering a Location with exactly one other living Character starts an Encounter.',
      meet: 'Alone in their Location now: {{names}}. Walk to one of them.',
    },
    encounter: {
      title: 'An Encounter',
      text: 'You meet {{names}}. Each of you puts one card from the hand face down on the other’s Pulse deck, unseen: an Alive card does nothing, a Dead card is a murder nobody sees yet. As an Investigator you only hold Alive cards.',
      two: 'With two of you there is nobody to choose: give {{name}} your Alive card.',
      many: 'Several of you meet in the dark: first choose who gets your card, then the card.',
    },
    event: {
      title: 'An event',
      text: 'The Event Phase: a token comes out of the Bag: {{event}}. Its effect lasts until the next event. The Clock keeps the event of every Round.',
    },
    action: {
      title: 'Your action',
      text: 'The Action Phase: take one action, or pass. Check a State looks secretly at the Pulse deck of a Character in your Location: a Dead card in it is a murder. Room actions need a Room your Route allows this Round.',
      check: 'In your Location with you: {{names}}. Check a State!',
    },
    check: {
      title: 'What you saw',
      text: 'The Pulse deck of {{name}} holds {{alive}} Alive and {{dead}} Dead. An Investigator must tell the truth: if you saw a Dead card, reveal it.',
    },
    murder: {
      title: 'A murder revealed',
      text: '{{name}} had a Dead card in the Pulse deck and is now a Ghost. Ghosts keep playing: they teleport instead of walking, never meet anyone, and still vote. Every revealed murder starts a Vote.',
    },
    vote: {
      title: 'The Vote',
      text: 'First everyone talks, then everyone names a Character in secret, or abstains. A Character with more votes than anyone else and than the abstentions is eliminated and becomes a Ghost. Eliminate the Cultist and the Investigators win (unless the Cultist then names the Seer). Who met the victim? Who checked whom?',
    },
    end: {
      title: 'The end',
      text: 'The game is over: the {{team}} win. Every Role and every card is revealed below. That is the whole game: start a real one from the home page, with friends or with bots.',
    },
  },
} as const;
