import type { ViewedEvent } from '@among-cultists/engine';
import { mountainsEventText } from './mountains.ts';
import { professionsEventText } from './professions.ts';
import { isLocId, type Names } from './names.ts';

type Params = Record<string, string | number>;

const SEAT_FIELDS = new Set(['seat', 'target', 'initiator', 'partner', 'by', 'guess', 'seer', 'firstPlayer']);
const SEAT_LISTS = new Set(['cultists', 'deadFromStart', 'participants', 'seats', 'deadInvestigators']);
const LOCATION_FIELDS = new Set(['location', 'room']);

/** A log entry as a sentence: each field is named by what it holds, then put into the event's message. */
export function eventText(event: ViewedEvent, names: Names): string {
  const { t } = names;
  const mountains = mountainsEventText(event, names);
  if (mountains !== null) return mountains;
  const professions = professionsEventText(event, names);
  if (professions !== null) return professions;
  const list = (seats: readonly (number | null)[]): string =>
    seats.length === 0
      ? t('me.none')
      : seats.map((s) => (s === null ? t('actions.ballotAbstain') : names.seat(s))).join(', ');
  const params: Params = {};
  for (const [key, value] of Object.entries(event)) {
    if (key === 't' || key === 'seq' || key === 'round' || key === 'secretDoor') continue;
    params[key] = fieldText(event, key, value, names, list);
  }
  // Each message takes its own fields; the generic filler cannot be typed per message.
  const fill = t as unknown as (
    key: `ev.${ViewedEvent['t'] | 'hallwaySecuredFaceAt'}`,
    options: Params,
  ) => string;
  // A player's own Hallway secured, shown as one entry with its public twin (shownLog), names the hallway too.
  if (event.t === 'hallwaySecuredFace' && 'location' in event) return fill('ev.hallwaySecuredFaceAt', params);
  // Counts of cards take the language's plural form (bug 7): the message, or each count within it.
  if (event.t === 'brokenPanes') params.count = event.cards;
  if (event.t === 'stateSeen') {
    params.alive = t('ev.stateSeenAlive', { count: event.alive });
    params.dead = t('ev.stateSeenDead', { count: event.dead });
  }
  const text = fill(`ev.${event.t}`, params);
  // EVT-SECRETDOORS-03: an action on the twin room, made through the Secret Door, says so.
  if (!('secretDoor' in event && event.secretDoor === true)) return text;
  const through = t('log.throughSecretDoor');
  return text.endsWith('.') ? `${text.slice(0, -1)} ${through}.` : `${text} ${through}`;
}

function fieldText(
  event: ViewedEvent,
  key: string,
  value: unknown,
  names: Names,
  list: (seats: readonly (number | null)[]) => string,
): string | number {
  const { t } = names;
  // In moves, from/to are locations; in card exchanges, seats.
  if ((key === 'from' || key === 'to') && typeof value === 'number')
    return event.t === 'moved' || event.t === 'teleported' ? names.loc(value) : names.seat(value);
  if (key === 'from' || key === 'to') {
    if (event.t === 'drawPileCard' && (value === 'room' || value === 'unsafe')) return t(`drawTo.${value}`);
    return value === null ? t('actions.ballotAbstain') : JSON.stringify(value);
  }
  if (key === 'target' && (event.t === 'portalClosed' || event.t === 'portalFailed')) return event.target;
  // "…goes to the Room deck of X" or "…goes to the Unsafe Passage deck": the room follows with its space.
  if (event.t === 'drawPileCard' && key === 'room')
    return event.room === null ? '' : ` ${names.loc(event.room)}`;
  if (key === 'room' && typeof value === 'string') return isLocId(value) ? t(`loc.${value}`) : value;
  if (SEAT_FIELDS.has(key)) return typeof value === 'number' ? names.seat(value) : t('me.none');
  if (SEAT_LISTS.has(key) && Array.isArray(value)) return list(value as number[]);
  if (LOCATION_FIELDS.has(key) && typeof value === 'number') return names.loc(value);
  switch (event.t) {
    case 'cardGivenFace':
    case 'unsafePassage':
    case 'roomFilledFace':
    case 'hallwaySecuredFace':
    case 'roomCardSeen':
    case 'lifelineRevealed':
      if (key === 'card') return t(`card.${event.card}`);
      break;
    case 'eventDrawn':
    case 'eventTokenSeen':
      if (key === 'token') return t(`event.${event.token}`);
      break;
    case 'mirrored':
      if (key === 'token') return event.token === null ? t('me.none') : t(`event.${event.token}`);
      break;
    case 'phase':
      return t(`phase.${event.phase}`);
    case 'power':
      return t(event.on ? 'on.true' : 'on.false');
    case 'explored':
      if (key === 'unsafe') return t(event.unsafe ? 'unsafe.true' : 'unsafe.false');
      break;
    case 'voteStarted':
      if (key === 'reason') return t(`voteReason.${event.reason}`);
      break;
    case 'ballotsRevealed':
      return event.ballots
        .map((b, i) => `${names.seat(i)} → ${b === null ? t('actions.ballotAbstain') : names.seat(b)}`)
        .join(', ');
    case 'voteResult':
      if (key === 'eliminated')
        return event.eliminated === null ? t('me.none') : names.seat(event.eliminated);
      if (key === 'votes') {
        const votes = event.votes.map((v, i) => (v > 0 ? `${names.seat(i)}: ${v}` : '')).filter(Boolean);
        // Everyone abstained: "no votes", not an empty place before the abstentions.
        return votes.length === 0 ? t('ev.noVotes') : votes.join(', ');
      }
      break;
    case 'becameGhost':
      if (key === 'cause') return t(`cause.${event.cause}`);
      break;
    case 'roleRevealed':
      if (key === 'role') return t(`role.${event.role}`);
      break;
    case 'stateChecked':
      if (key === 'via') return t(`via.${event.via}`);
      break;
    case 'gameOver':
      if (key === 'winner') return t(`team.${event.winner}`);
      if (key === 'reason') return t(`victory.${event.reason}`);
      break;
    default:
      break;
  }
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}
