/** Ability texts of the special roles and effect texts of the events, shown in game and on /learn. English is the reference: every language has exactly these keys. */
export const rulesEn = {
  /** Labels around the texts: the list of roles in play, the round's event, the landing page link. */
  ui: {
    rolesInPlay: 'Roles in play',
    roleCount: '{{role}} × {{n}}',
    roundEvent: 'Event this Round',
    repeats: 'Repeats: {{event}}',
    ability: 'Ability',
    learn: 'Learn to play',
  },
  /** What each role does (inventory ROLE-*), for its owner and for the list of roles in play. */
  role: {
    investigator:
      'No special ability. Follow your Route for Room actions, and tell the truth when you find a Dead card.',
    cultist:
      'Murder Investigators by giving them Dead cards in Encounters. You may ignore your Route and lie about what you check. In the Night Phase you learn the other Cultists and who starts dead.',
    seer: 'In the Night Phase you learn who the Cultists are. Stay hidden: if the Cultists name you at the end of the game, they win whatever else happened.',
    radiantBeauty:
      'Wherever you are, alive or as a Ghost, there is always light and power. Once you are dead, your Role is revealed.',
    infected:
      'Once you are dead, your Role is revealed and nobody gives cards in Encounters until the end of the next Round.',
    superGhost:
      'As a Ghost you may take every Room action like a living Character, but you still never take part in Encounters. Once you are dead, your Role is revealed.',
    mechanic: 'While alive, you may ignore your Route: every Room action is open to you.',
    greenhorn:
      'You die and become a Ghost as soon as you Use the Camera or Initiate a Vote (you then vote as a Ghost).',
    butterfingers: 'You die after you use the Knife, for whatever purpose, even when an event makes you.',
    crybaby:
      'You die after you have had to reveal a dead Character through Check a State or the False Eyes Watching You event.',
    firestarter:
      'Your deck has a Sabotage and a Failure card in place of 2 Success cards. If you still hold either of these red cards at the end of Round 5, you die.',
    assassin:
      'Once per game, while alive, you may reveal your Role and assassinate a Character at your Location. No Vote follows; if they were the last living Cultist, the game ends.',
  },
  /** What each Event token does when drawn (inventory EVT-*). */
  event: {
    lightningStrike:
      'The power flips: off if it was on, on if it was off. Without power the Camera does not work and 2 or more living Characters in one place have an Encounter. It comes back with another Lightning Strike or Restart the Power Supply.',
    secretDoors:
      'Until the next event, all Rooms of the same colour count as connected: you can pass from one to the other and act on a twin Room. This can start Encounters at once.',
    noConnection:
      'Until the next event, nobody may talk (the chat is closed). Remarks about whose turn it is are allowed, and Votes still take place.',
    falseEyes:
      'The living Knife holder may secretly check the Pulse deck of another living Character and decides whether to reveal a murder, which starts a Vote. A dead Knife holder does nothing.',
    lifelines:
      'The Knife holder, even as a Ghost, names 2 living Characters (3 at 7–8 players), themselves allowed. Each shuffles their Pulse deck and reveals the top card: a Dead card stays face up and its owner becomes a Ghost; an Alive card goes back face down. If anyone was murdered, one Vote follows.',
    boostedMorale: 'Every Character has 1 extra Movement point in the next Movement Phase.',
    inControl:
      'The living Knife holder may draw an Event token from the Bag, look at it in secret, and then remove it from the game or put it back. They may tell what it was, or lie.',
    portalOpens:
      'The Portal opens in the green Room. If two living Characters close it there together within 3 Rounds (2 at 7–8 players), the Investigators need 1 VP less; otherwise they need 1 VP more.',
    brokenPanes:
      'The top 2 cards of the Draw pile are shuffled into the Unsafe Passage deck. Then 1 Unsafe Passage card is revealed, resolved and shuffled back in.',
    lostMorale:
      'Every living Character has 1 Movement point less in the next Movement Phase. Ghosts are not affected.',
    mirror:
      'The previous Round’s event happens again. In Round 1 nothing happens; after The Portal Opens, the Portal stays open 1 Round longer.',
  },
} as const;
