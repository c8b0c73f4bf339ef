import type { EncounterCard, EventId, LocationId, Profession, Role, RoomCard, Seat, Team } from './types.ts';

export type DeathCause =
  | 'revealed' // a Dead card turned face up
  | 'vote'
  | 'assassinated'
  | 'greenhorn' // ROLE-GREENHORN-01
  | 'butterfingers' // ROLE-BUTTERFINGERS-01
  | 'crybaby' // ROLE-CRYBABY-01
  | 'firestarter' // ROLE-FIRESTARTER-02
  | 'exorcised'; // PROF-EXORCIST-03: the Exorcist's victim
export type CheckVia = 'sameLocation' | 'securityRoom' | 'camera' | 'falseEyes';
export type VictoryReason =
  | 'vpTarget' // WIN-01
  | 'cultistsEliminated' // WIN-02
  | 'kills' // WIN-06 / AMB-16: kill target met in an earlier round
  | 'claim' // CLEAN-01 correct
  | 'failedClaim' // CLEAN-01 wrong
  | 'time' // WIN-05
  | 'seerIdentified'; // WIN-08

/** One thing that happened. Who may see it is decided by `vis` on the stored entry. */
export type GameEvent =
  | { readonly t: 'gameStarted'; readonly players: number; readonly firstPlayer: Seat }
  | {
      readonly t: 'nightCultists';
      readonly cultists: readonly Seat[];
      readonly deadFromStart: readonly Seat[];
    }
  | { readonly t: 'nightSeer'; readonly cultists: readonly Seat[] }
  | { readonly t: 'roundStarted'; readonly firstPlayer: Seat }
  | { readonly t: 'phase'; readonly phase: 'movement' | 'event' | 'action' | 'cleanup' }
  | { readonly t: 'moved'; readonly seat: Seat; readonly from: LocationId; readonly to: LocationId }
  | { readonly t: 'teleported'; readonly seat: Seat; readonly from: LocationId; readonly to: LocationId }
  | { readonly t: 'stayed'; readonly seat: Seat }
  /** MOC-DOOR-01: after the Movement Phase the Revolving Door turned and now blocks `blocks`. */
  | { readonly t: 'revolvingDoorTurned'; readonly blocks: LocationId }
  /**
   * MOC-ELEV-03/04/05: an Elevator went from one Room to the other; `riders` got off there. `by` is
   * who rode or called it, null for the automatic ride after the Movement Phase.
   */
  | {
      readonly t: 'elevatorMoved';
      readonly elevator: LocationId;
      readonly from: LocationId;
      readonly to: LocationId;
      readonly riders: readonly Seat[];
      readonly by: Seat | null;
    }
  | { readonly t: 'encounter'; readonly location: LocationId; readonly participants: readonly Seat[] }
  /** ENC-02: a Character entered a Location with others but the power is on and `living` (3+) stand there. */
  | { readonly t: 'noEncounter'; readonly location: LocationId; readonly living: number }
  | { readonly t: 'recipientChosen'; readonly from: Seat; readonly to: Seat }
  | { readonly t: 'cardGiven'; readonly from: Seat; readonly to: Seat }
  | { readonly t: 'cardGivenFace'; readonly from: Seat; readonly to: Seat; readonly card: EncounterCard }
  | { readonly t: 'noCardToGive'; readonly seat: Seat }
  | { readonly t: 'noCardsInfected' }
  | { readonly t: 'assassinated'; readonly seat: Seat; readonly target: Seat }
  | { readonly t: 'eventDrawn'; readonly token: EventId }
  | { readonly t: 'noEvent' }
  | { readonly t: 'mirrored'; readonly token: EventId | null }
  | { readonly t: 'power'; readonly on: boolean }
  | { readonly t: 'eventSkipped'; readonly seat: Seat }
  | { readonly t: 'eventTokenDrawn'; readonly seat: Seat }
  | { readonly t: 'eventTokenSeen'; readonly seat: Seat; readonly token: EventId }
  | { readonly t: 'eventTokenDiscarded'; readonly seat: Seat }
  | { readonly t: 'eventTokenReturned'; readonly seat: Seat }
  /** EVT-LIFELINES-01: the First Player named a target. */
  | { readonly t: 'lifelinesTargeted'; readonly seat: Seat; readonly target: Seat }
  /** EVT-LIFELINES-02: the target's Pulse deck was shuffled and its top card shown to everyone. */
  | { readonly t: 'lifelineRevealed'; readonly seat: Seat; readonly card: EncounterCard }
  | { readonly t: 'portalOpened'; readonly lastRound: number }
  | { readonly t: 'portalExtended'; readonly lastRound: number }
  | { readonly t: 'portalClosed'; readonly seats: readonly [Seat, Seat]; readonly target: number }
  | { readonly t: 'portalFailed'; readonly target: number }
  | { readonly t: 'portalAsked'; readonly initiator: Seat; readonly partner: Seat }
  | { readonly t: 'portalRefused'; readonly partner: Seat }
  | { readonly t: 'brokenPanes'; readonly cards: number }
  | { readonly t: 'unsafePassage'; readonly card: RoomCard }
  | { readonly t: 'cultistTokenPlaced'; readonly room: LocationId }
  | { readonly t: 'cultistTokenSetAside'; readonly room: string }
  | { readonly t: 'fishmanArrived'; readonly location: LocationId }
  | { readonly t: 'fishmanScared'; readonly seat: Seat }
  | { readonly t: 'stateChecked'; readonly seat: Seat; readonly target: Seat; readonly via: CheckVia }
  | {
      readonly t: 'stateSeen';
      readonly seat: Seat;
      readonly target: Seat;
      readonly alive: number;
      readonly dead: number;
    }
  | { readonly t: 'deathRevealed'; readonly seat: Seat; readonly by: Seat }
  | { readonly t: 'drawPileCard'; readonly to: 'room' | 'unsafe'; readonly room: LocationId | null }
  | { readonly t: 'explored'; readonly room: LocationId; readonly unsafe: boolean }
  // `secretDoor`: the room is the twin of the one the Character stands in (EVT-SECRETDOORS-03).
  | { readonly t: 'roomFilled'; readonly seat: Seat; readonly room: LocationId; readonly secretDoor?: true }
  | {
      readonly t: 'roomFilledFace';
      readonly seat: Seat;
      readonly room: LocationId;
      readonly card: RoomCard;
      readonly secretDoor?: true;
    }
  | { readonly t: 'hallwaySecured'; readonly seat: Seat; readonly location: LocationId }
  | { readonly t: 'hallwaySecuredFace'; readonly seat: Seat; readonly card: RoomCard }
  | {
      readonly t: 'roomChecked';
      readonly seat: Seat;
      readonly room: LocationId;
      readonly camera: boolean;
      readonly secretDoor?: true;
    }
  | {
      readonly t: 'roomCardSeen';
      readonly seat: Seat;
      readonly room: LocationId;
      readonly card: RoomCard;
      readonly secretDoor?: true;
    }
  | { readonly t: 'bookShelved'; readonly room: LocationId; readonly rack: number }
  | { readonly t: 'bookReturned'; readonly room: LocationId; readonly rack: number }
  | { readonly t: 'roomFinished'; readonly room: LocationId }
  | { readonly t: 'rackScored'; readonly rack: number; readonly vp: number; readonly total: number }
  | {
      readonly t: 'cultistFought';
      readonly seat: Seat;
      readonly room: LocationId;
      readonly secretDoor?: true;
    }
  | { readonly t: 'powerRestarted'; readonly seat: Seat }
  | { readonly t: 'passed'; readonly seat: Seat }
  | { readonly t: 'voteStarted'; readonly reason: 'cafeteria' | 'murder'; readonly initiator: Seat }
  | { readonly t: 'ballotsRevealed'; readonly ballots: readonly (Seat | null)[] }
  | { readonly t: 'ballotChanged'; readonly seat: Seat; readonly from: Seat | null; readonly to: Seat | null }
  | {
      readonly t: 'voteResult';
      readonly eliminated: Seat | null;
      readonly votes: readonly number[];
      readonly abstentions: number;
    }
  | { readonly t: 'becameGhost'; readonly seat: Seat; readonly cause: DeathCause }
  | { readonly t: 'roleRevealed'; readonly seat: Seat; readonly role: Role }
  | { readonly t: 'claimed'; readonly seat: Seat }
  | { readonly t: 'claimChecked'; readonly deadInvestigators: readonly Seat[]; readonly needed: number }
  // `by`: the Cultist whose pick counted (AMB-17).
  | { readonly t: 'seerGuessed'; readonly guess: Seat; readonly seer: Seat | null; readonly by: Seat }
  | { readonly t: 'gameOver'; readonly winner: Team; readonly reason: VictoryReason }
  // The Professions module (PROF-*).
  /** PROF-GEN-04 / AMB-48: the first successful Fight a Cultist earned `seat` the Profession, face up (public). */
  | { readonly t: 'professionEarned'; readonly seat: Seat; readonly profession: Profession }
  /** PROF-GEN-05 / AMB-65 step 4: its holder died; the token leaves the game (public). */
  | { readonly t: 'professionLost'; readonly seat: Seat; readonly profession: Profession }
  /** PROF-DETECTIVE-02 / AMB-47: in the short night the Detective `seat` saw the Informant (the Detective only). */
  | { readonly t: 'informantSeen'; readonly seat: Seat; readonly informant: Seat }
  /** PROF-MAYOR-01 / AMB-46: the Mayor decided a tie between `tied`: `eliminated`, or nobody (public). */
  | {
      readonly t: 'mayorDecided';
      readonly seat: Seat;
      readonly tied: readonly Seat[];
      readonly eliminated: Seat | null;
    }
  /**
   * PROF-EXORCIST-01/02 / AMB-43: the Exorcist `seat` brought `revived` back to life, taking the face-up
   * Dead card out of its Pulse deck if it had one (`deadCardRemoved`); `victim` is murdered next (public).
   */
  | {
      readonly t: 'exorcised';
      readonly seat: Seat;
      readonly revived: Seat;
      readonly deadCardRemoved: boolean;
      readonly victim: Seat;
    }
  /** PROF-SABOTEUR-01 / AMB-44: the Saboteur swapped the decks of two Rooms, unseen (public). */
  | { readonly t: 'roomDecksSwapped'; readonly seat: Seat; readonly rooms: readonly [LocationId, LocationId] }
  /**
   * PROF-PROFILER-01 / AMB-45: the Profiler's check saw the target's Pulse deck unshuffled, top card
   * first (the checker only).
   */
  | {
      readonly t: 'pulseOrderSeen';
      readonly seat: Seat;
      readonly target: Seat;
      readonly cards: readonly EncounterCard[];
    };

/** `null` = everyone; otherwise only these seats (and everyone once the game is over). */
export type Visibility = readonly Seat[] | null;

export type LogEntry = GameEvent & { readonly round: number; readonly vis: Visibility };
