/**
 * Lesson 2's texts, the Cultist (the i18next namespace "tutorial-cultist", loaded with the lesson only).
 * English is the reference: every language has exactly these keys and placeholders.
 */
export const cultistEn = {
  steps: {
    night: {
      title: 'You are the Cultist',
      text: 'Look at your Role in your own panel: you are the Cultist, and the other four are Investigators. In the Night Phase a Cultist learns who starts dead: {{dead}}. That Investigator already counts towards your victory. Confirm the Night to begin.',
      alone:
        'At five players you are the only Cultist: there is no fellow Cultist to know, and nobody knows you, except the Seer, hidden among the Investigators.',
      others: 'Your fellow Cultists, who know you too: {{names}}.',
    },
    route: {
      title: 'Your Route, a disguise',
      text: 'You hold a Route card like everyone, but as the Cultist you may ignore it: any Room action is yours, whatever it says. Using Rooms off your Route Round after Round can give you away, so play like an Investigator would.',
    },
    move: {
      title: 'Find someone alone',
      text: 'Your turn to move: {{mp}} Movement points, one per Door. An Encounter of exactly two has no witness: walk to a Character standing alone and end your Movement there.',
      meet: 'Alone now: {{names}}.',
    },
    encounter: {
      title: 'A murder without a witness',
      text: 'You meet {{names}}. Each of you puts one card face down on the other’s Pulse deck; nobody sees it, not even the one who gets it.',
      murder: 'Give {{name}} a Dead card: that is a murder, and nobody knows.',
      spare: '{{name}} is already dead: another Dead card adds nothing. Give an Alive card.',
      many: 'More than two meet in the dark: first choose who gets your card, then the card. With several around, a murder is riskier.',
    },
    murder: {
      title: 'Nobody saw it',
      text: '{{name}} now has your Dead card: murdered. Nobody knows, {{name}} neither, until someone checks that Pulse deck. {{name}} plays on as if alive.',
    },
    pass: {
      title: 'Your action',
      text: 'The Action Phase: take one action, or pass. Nobody with you is known to you as dead, so there is nothing to hide yet: pass, or do what an Investigator would.',
    },
    notYet: {
      title: 'Claim victory? Not yet',
      text: 'End of the Round. As the sole Cultist you may claim victory now: you reveal yourself and every Pulse deck is checked. You need {{needed}} dead Investigators and you know of {{count}} ({{names}}). A claim now would be wrong, and a wrong claim loses at once. End the Round.',
    },
    again: {
      title: 'Another murder',
      text: 'You know of {{count}} dead of the {{needed}} you need ({{names}}). Walk to someone alone again for a second murder.',
      meet: 'Alone now: {{names}}.',
    },
    checkDead: {
      title: 'Check a State, as a liar',
      text: 'With you stands {{names}}, whom you know to be dead. Check their State: you will see the Dead card.',
    },
    conceal: {
      title: 'Conceal the Dead card',
      text: 'The Pulse deck of {{name}} holds {{alive}} Alive and {{dead}} Dead. An Investigator must reveal a Dead card; a Cultist may hide it. Finish the check without revealing: {{name}} counts as alive until the truth comes out, and you look like a careful Investigator.',
    },
    claim: {
      title: 'Claim victory!',
      text: 'Now {{count}} of the {{needed}} are dead ({{names}}): claim victory. It is checked at once: right, the Cultists win; wrong, you lose. Had a Vote eliminated you before your claim, you would have lost however many you had killed: claim as soon as it is right.',
    },
    end: {
      title: 'The end',
      text: 'The game is over: the {{team}} win. Every Role and every card is revealed below: see who you murdered and whose card you concealed.',
    },
  },
} as const;
