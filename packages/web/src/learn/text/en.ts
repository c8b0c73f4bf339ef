import { ACTION_NAMES } from '@among-cultists/engine/words';
import { mountainsLearnEn } from './mountains/en.ts';
import { professionsLearnEn } from './professions/en.ts';
import { examplesLearnEn } from './examples/en.ts';
/**
 * The prose of the /learn page in English, the reference: every language has exactly these keys and
 * placeholders. Loaded with the page, never with the landing page. Texts shared with the game (phase
 * help, action explanations, role and event texts, the glossary) come from the main translations.
 */
export const learnEn = {
  title: 'Learn to play',
  intro:
    'Among Cultists is a hidden-role game for {{min}} to {{max}} players. Most of you are Investigators of a secret society, locked in a haunted university; one or two of you are Cultists who want them dead. Nobody knows who is who.',
  contents: 'Contents',
  goal: {
    title: 'The goal',
    investigators:
      'The Investigators win as soon as they reach their Victory Point target by bringing Books to the Bookshelf, or when every Cultist has been voted out or assassinated.',
    cultists:
      'The Cultists win when enough Investigators are dead, or when the Investigators have not reached their target by the end of Round {{rounds}}. With a Seer in play, the Cultists can also win by naming the Seer at the end.',
  },
  round: {
    title: 'A Round',
    text: 'The game lasts at most {{rounds}} Rounds. Before the first one, the Night Phase shows everyone their Role. Each Round then has four phases:',
    event:
      'The Knife holder draws an Event token from the Bag: it changes the rules until the next one is drawn.',
  },
  movement: {
    title: 'Movement',
    text: 'Each Door you cross costs 1 Movement point. You may stop before your points run out, but a Movement must never end where it started, and entering a place where another living Character stands can start an Encounter.',
    mapCaption:
      'The University at the start of a real {{players}}-player game: Rooms in six colours, Hallways between them, and the Doors you cross for 1 Movement point each.',
    fishman:
      'The Fishman starts in the lake, top right of the map. Once he comes into the University he stands in a Hallway, and only a living Character holding the Knife may enter it.',
  },
  encounters: {
    title: 'Encounters and the Pulse deck',
    cards:
      'Your hand holds Encounter cards (Alive and Dead) to give in Encounters, and Room cards (Success, Failure, Sabotage) for the Rooms. Only Cultists start with Dead cards in hand.',
    cardsCaption: 'The cards of the game',
  },
  events: {
    title: 'Events',
    text: 'The Bag holds {{tokens}} Event tokens; one is drawn in every Event Phase and lies on the Clock for that Round.',
    count: '× {{n}}',
    lifelines:
      'From the expansion Mountains of Chaos, optional: a game that uses Lifelines puts it in the Bag in place of {{replaced}}.',
  },
  actions: {
    title: 'Actions',
    text: 'In the Action Phase each Character takes one action, or passes. The living can take a Character action anywhere. A Room action needs the matching Room, and Investigators may only use the Rooms their Route card allows this Round.',
    routeCaption:
      'A Route card from a real game: each line lists the Room colours its owner may use in those Rounds.',
    character: 'Character actions',
    room: 'Room actions',
    drawPileState:
      'Then the top card of the Draw pile goes face down onto the Room deck of the Room where the checked Character stands, or into the Unsafe Passage deck if they stand in a Hallway.',
    drawPileCamera:
      'When the Camera checks a Character’s State, the top card of the Draw pile likewise goes face down onto the Room deck of that Character’s Room, or into the Unsafe Passage deck if they stand in a Hallway.',
    books:
      'Checking a Room is how Books reach the Bookshelf: each Rack filled with Books scores its Victory Points.',
  },
  // The actions' names are the engine's (words.ts); "Use the Camera" names both of the Camera's actions.
  action: {
    checkState: ACTION_NAMES.checkState,
    secureHallway: ACTION_NAMES.secureHallway,
    fightCultist: ACTION_NAMES.fightCultist,
    scareFishman: ACTION_NAMES.scareFishman,
    assassinate: ACTION_NAMES.assassinate,
    fillRoom: ACTION_NAMES.fillRoom,
    checkRoom: ACTION_NAMES.checkRoom,
    initiateVote: ACTION_NAMES.initiateVote,
    useCamera: 'Use the Camera',
    restartPower: ACTION_NAMES.restartPower,
    closePortal: ACTION_NAMES.closePortal,
  },
  votes: {
    title: 'Votes',
    when: 'A Vote must be held whenever a murder is revealed; a living Character may also call one in the Cafeteria, once per Round. An eliminated Character becomes a Ghost, and a Cultist only says so if they were the last living one.',
  },
  ghosts: {
    title: 'Ghosts',
    rules:
      'Once a Character’s death is known, they become a Ghost. Ghosts never meet in Encounters, may vote but not call a Vote, and may only fill Room decks or check Rooms.',
    text: 'The dead are not out of the game. You can even be dead without knowing it: a Dead card in your Pulse deck counts as soon as someone finds it, and at the end of the game.',
    mapCaption:
      'A real position in Round {{round}}: the Fishman has come in from the lake and blocks a Hallway, a Cultist token shuts a Room, a Ghost stands in the {{ghost}}, and two living Characters share the {{meeting}}.',
  },
  winning: {
    title: 'How each team wins, by player count',
    text: 'With {{four}} players the AUTOMA joins as an extra Investigator Character and the table plays the {{five}}-player column; {{six}} players may add it and play the {{seven}}-player column.',
    caption: 'Targets and starting cards by number of players',
    players: 'Players',
    cultists: 'Cultists',
    vpTarget: 'Victory Points the Investigators need',
    killTarget: 'Dead Investigators the Cultists need',
    investigatorDeck: 'Each Investigator’s deck',
    cultistDeck: 'Each Cultist’s deck',
    pulseStart: 'Pulse starting deck',
    portal: 'Rounds to close the Portal',
    knife: 'Living Knife holder in Votes',
    knifeChange: 'may change their ballot',
    knifeDouble: 'counts double',
    none: 'none',
    edition:
      'The decks in this table follow the 2nd edition of the rulebook, as every game does unless told otherwise. The 1st edition’s decks differ with {{counts}} players; a game gets them with the rule option deckEdition=first (in the command-line tools: --rule deckEdition=first).',
    scoreCaption:
      'The scoring track: Victory Points so far (circle) and the target (triangle), which the Portal can move by 1.',
  },
  roles: {
    title: 'Roles',
    text: 'Special roles replace plain Investigators. All of them except the Cultist are on the Investigators’ team, yet some are handicaps that help the Cultists. Loyalty says how much a role helps the side it supports.',
    team: 'Team',
    helps: 'Helps',
    loyalty: 'Loyalty',
  },
  automa: {
    title: 'The AUTOMA',
    who: 'The AUTOMA is a Character the game plays by fixed rules. Its Route card lies face up, its cards stay hidden, and its Role is dealt like anyone’s: it may secretly be a Cultist.',
    moves:
      'It heads for the first Room on its current Route line that is not finished, and stops there. In Encounters it gives the top card of its Encounter pile. In a Room it fights a Cultist token, fills an unexplored Room deck or checks an explored Room; in a Hallway it secures the Hallway. It never uses the Knife.',
    votes:
      'In Votes it abstains, counting twice while it holds the Knife. If it is the only Cultist and is voted out, the dead Investigators are counted at once: enough of them, and the Cultists win.',
  },
  examples: examplesLearnEn,
  mountains: mountainsLearnEn,
  professions: professionsLearnEn,
  glossary: {
    title: 'Words of the game',
  },
} as const;

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language's /learn prose has. */
export type LearnText = Widen<typeof learnEn>;
