import type { GameState, ViewedEvent } from '@among-cultists/engine';
import { ROLE_NAMES, TEAM_NAMES } from '@among-cultists/engine/words';

/** Plain-English lines for log events, as a spectator reads them. */
export function narrate(s: GameState, e: ViewedEvent): string | null {
  const layout = s.config.board.layout;
  const place = (i: number | null): string => (i === null ? 'the lake' : layout.locations[i]!.name);
  const seat = (i: number | null): string => (i === null ? 'nobody' : `Seat ${i + 1}`);
  switch (e.t) {
    case 'gameStarted':
      return `A ${e.players}-player game begins. ${seat(e.firstPlayer)} holds the Knife.`;
    case 'nightCultists':
      return `Night: the Cultists (${e.cultists.map(seat).join(', ')}) open their eyes${e.deadFromStart.length ? `; dead from the start: ${e.deadFromStart.map(seat).join(', ')}` : ''}.`;
    case 'nightSeer':
      return `Night: the Seer sees the Cultists.`;
    case 'roundStarted':
      return `\n— Round ${e.round} — ${seat(e.firstPlayer)} holds the Knife.`;
    case 'phase':
      return null;
    case 'moved':
      return `${seat(e.seat)} moves to ${place(e.to)}.`;
    case 'teleported':
      return `${seat(e.seat)}'s Ghost drifts to ${place(e.to)}.`;
    case 'stayed':
      return `${seat(e.seat)} cannot move anywhere and stays.`;
    case 'revolvingDoorTurned':
      return `The Revolving Door turns and now blocks ${place(e.blocks)}.`;
    case 'elevatorMoved': {
      const riders = e.riders.length > 0 ? ` with ${e.riders.map(seat).join(', ')}` : '';
      const how =
        e.by === null
          ? 'rides by itself'
          : e.riders.includes(e.by)
            ? `is ridden by ${seat(e.by)}`
            : `is called by ${seat(e.by)}`;
      return `${place(e.elevator)} ${how} from ${place(e.from)} to ${place(e.to)}${riders}.`;
    }
    case 'encounter':
      return `Encounter in ${place(e.location)}: ${e.participants.map(seat).join(', ')}.`;
    case 'noEncounter':
      return `No Encounter in ${place(e.location)}: the power is on and ${e.living} Characters are there.`;
    case 'recipientChosen':
      return `${seat(e.from)} will give a card to ${seat(e.to)}.`;
    case 'cardGiven':
      return `${seat(e.from)} puts a card face down on ${seat(e.to)}'s Pulse deck.`;
    case 'cardGivenFace':
      return `${seat(e.from)} gave ${seat(e.to)} ${e.card === 'alive' ? 'an Alive' : 'a Dead'} card.`;
    case 'noCardsInfected':
      return 'Nobody gives a card: the Infected is dead.';
    case 'assassinated':
      return `${seat(e.seat)} reveals the Assassin and strikes down ${seat(e.target)}!`;
    case 'noCardToGive':
      return `${seat(e.seat)} has no Encounter card to give.`;
    case 'eventDrawn':
      return `Event: ${e.token}.`;
    case 'noEvent':
      return 'The Bag is empty: no event.';
    case 'mirrored':
      return e.token ? `The Mirror repeats ${e.token}.` : 'The Mirror shows nothing.';
    case 'power':
      return e.on ? 'The lights come back on.' : 'The power fails!';
    case 'eventSkipped':
      return `${seat(e.seat)} lets the event pass.`;
    case 'eventTokenDrawn':
      return `${seat(e.seat)} draws an Event token in secret.`;
    case 'eventTokenSeen':
      return `${seat(e.seat)} saw ${e.token}.`;
    case 'eventTokenDiscarded':
      return `${seat(e.seat)} takes the token out of the game.`;
    case 'eventTokenReturned':
      return `${seat(e.seat)} puts the token back in the Bag.`;
    case 'lifelinesTargeted':
      return `Lifelines: ${seat(e.seat)} names ${seat(e.target)}.`;
    case 'lifelineRevealed':
      return e.card === 'dead'
        ? `${seat(e.seat)} shuffles their Pulse deck and reveals a Dead card: murdered!`
        : `${seat(e.seat)} shuffles their Pulse deck and reveals an Alive card.`;
    case 'portalOpened':
      return `The Portal opens in the Library: close it by round ${e.lastRound}.`;
    case 'portalExtended':
      return `The Portal stays open until round ${e.lastRound}.`;
    case 'portalClosed':
      return `${seat(e.seats[0])} and ${seat(e.seats[1])} close the Portal. The Investigators now need ${e.target} VP.`;
    case 'portalFailed':
      return `The Portal was not closed in time. The Investigators now need ${e.target} VP.`;
    case 'portalAsked':
      return `${seat(e.initiator)} asks ${seat(e.partner)} to help close the Portal.`;
    case 'portalRefused':
      return `${seat(e.partner)} refuses.`;
    case 'brokenPanes':
      return `Broken Panes: ${e.cards} card(s) from the Draw pile go into the Unsafe Passage deck.`;
    case 'unsafePassage':
      return `Unsafe Passage: ${e.card}.`;
    case 'cultistTokenPlaced':
      return `A Cultist token appears in ${place(e.room)}.`;
    case 'cultistTokenSetAside':
      return `A Cultist token for ${e.room} is set aside.`;
    case 'fishmanArrived':
      return `The Fishman lurks in ${place(e.location)}.`;
    case 'fishmanScared':
      return `${seat(e.seat)} scares the Fishman back to the lake.`;
    case 'stateChecked':
      return `${seat(e.seat)} checks the State of ${seat(e.target)}${e.via === 'sameLocation' ? '' : ` (${e.via})`}.`;
    case 'stateSeen':
      return `${seat(e.seat)} saw ${e.alive} Alive and ${e.dead} Dead in ${seat(e.target)}'s Pulse deck.`;
    case 'deathRevealed':
      return `${seat(e.by)} reveals a Dead card: ${seat(e.seat)} was murdered!`;
    case 'drawPileCard':
      return e.to === 'room'
        ? `A Draw-pile card goes onto ${place(e.room)}'s deck.`
        : 'A Draw-pile card goes into the Unsafe Passage deck.';
    case 'explored':
      return `${place(e.room)} is explored${e.unsafe ? ' — its token shows an Unsafe Passage' : ''}.`;
    case 'roomFilled':
      return `${seat(e.seat)} fills the deck of ${place(e.room)}.`;
    case 'roomFilledFace':
      return `${seat(e.seat)} put a ${e.card} card into ${place(e.room)}.`;
    case 'hallwaySecured':
      return `${seat(e.seat)} secures ${place(e.location)}.`;
    case 'hallwaySecuredFace':
      return `${seat(e.seat)} shuffled a ${e.card} card into the Unsafe Passage deck.`;
    case 'roomChecked':
      return `${seat(e.seat)} checks ${place(e.room)}${e.camera ? ' through the Camera' : ''}.`;
    case 'roomCardSeen':
      return `${seat(e.seat)} drew ${e.card} from ${place(e.room)}.`;
    case 'bookShelved':
      return `A book from ${place(e.room)} goes onto the Bookshelf.`;
    case 'bookReturned':
      return `Sabotage! A book goes back to ${place(e.room)}.`;
    case 'roomFinished':
      return `${place(e.room)} is finished.`;
    case 'rackScored':
      return `A rack is complete: +${e.vp} VP (${e.total} in all).`;
    case 'cultistFought':
      return `${seat(e.seat)} fights the Cultist token in ${place(e.room)}.`;
    case 'powerRestarted':
      return `${seat(e.seat)} restarts the Power Supply.`;
    case 'passed':
      return `${seat(e.seat)} passes.`;
    case 'voteStarted':
      return e.reason === 'murder'
        ? 'A murder was revealed: the Vote begins.'
        : `${seat(e.initiator)} calls a Vote in the Cafeteria.`;
    case 'ballotsRevealed':
      return `Eyes open: ${e.ballots.map((b, i) => `${seat(i)} → ${b === null ? 'abstains' : seat(b)}`).join(', ')}.`;
    case 'ballotChanged':
      return `The Knife holder changes the vote to ${e.to === null ? 'abstain' : seat(e.to)}.`;
    case 'voteResult':
      return e.eliminated === null ? 'Nobody is eliminated.' : `${seat(e.eliminated)} is eliminated.`;
    case 'becameGhost':
      return e.cause === 'greenhorn' ||
        e.cause === 'butterfingers' ||
        e.cause === 'crybaby' ||
        e.cause === 'firestarter'
        ? `${seat(e.seat)} dies (${ROLE_NAMES[e.cause]}) and is now a Ghost.`
        : `${seat(e.seat)} is now a Ghost.`;
    case 'roleRevealed':
      return `${seat(e.seat)} was the ${ROLE_NAMES[e.role]}!`;
    case 'claimed':
      return `${seat(e.seat)} reveals the Cultist and claims victory!`;
    case 'claimChecked':
      return `Every Pulse deck is checked: ${e.deadInvestigators.length} dead Investigator(s) (${e.needed} needed).`;
    case 'seerGuessed':
      return `The Cultists name ${seat(e.guess)} as the Seer${e.seer === null ? '' : e.guess === e.seer ? ' — correctly!' : ` — the Seer was ${seat(e.seer)}`}.`;
    case 'gameOver':
      return `\nThe ${TEAM_NAMES[e.winner]} win (${e.reason}).`;
    // The Professions module (PROF-*).
    case 'professionEarned':
      return `${seat(e.seat)} earns the Profession: ${e.profession}.`;
    case 'professionLost':
      return `${seat(e.seat)} dies and the ${e.profession} token leaves the game.`;
    case 'informantSeen':
      return `${seat(e.seat)} sees the Informant: ${seat(e.informant)}.`;
    case 'mayorDecided':
      return `The Mayor (${seat(e.seat)}) decides the tie between ${e.tied.map(seat).join(', ')}: ${e.eliminated === null ? 'nobody' : seat(e.eliminated)} is eliminated.`;
    case 'exorcised':
      return `${seat(e.seat)} exorcises: ${seat(e.revived)} lives again${e.deadCardRemoved ? ' (the Dead card is taken out)' : ''}, and ${seat(e.victim)} is murdered.`;
    case 'roomDecksSwapped':
      return `${seat(e.seat)} swaps the decks of ${place(e.rooms[0])} and ${place(e.rooms[1])}.`;
    case 'pulseOrderSeen':
      return `${seat(e.seat)} sees ${seat(e.target)}'s Pulse deck in order: ${e.cards.join(', ')}.`;
  }
}
