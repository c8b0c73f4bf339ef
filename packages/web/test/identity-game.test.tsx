/** @jsxRuntime automatic */
/**
 * Issue 26: one identity per Character. Marek joins with Character 7 and sits in the second seat; every place
 * that shows him (the map's disc, the Players list, the log, the chat and its claims, the ledger, the end
 * screen, the lobby, the table's screen and his phone, the replay) names and numbers him "7 · Marek", never
 * by his seat ("2", "Seat 2"), and draws him in Character 7's colour.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { logFor, viewFor, type GameState, type PlayerView } from '@among-cultists/engine';
import type { ChatLine, Lobby, LobbySeat } from '@among-cultists/protocol';
import i18next from 'i18next';
import { CHARACTER_FILL } from '../src/board/palette.ts';
import { makeNames } from '../src/game/names.ts';
import { GameConnection, type GameSnapshot } from '../src/net/connection.ts';
import { seatLedger } from '../src/notes/ledgerModel.ts';
import { LedgerPanel } from '../src/notes/LedgerPanel.tsx';
import type { ReplayRecord } from '../src/replay/record.ts';
import { ReplayScreen } from '../src/replay/ReplayScreen.tsx';
import { loadReplayText, replayT } from '../src/replay/text/index.ts';
import { buildTimeline } from '../src/replay/timeline.ts';
import { GameScreen } from '../src/screens/GameScreen.tsx';
import { LobbyScreen } from '../src/screens/LobbyScreen.tsx';
import { TableGame } from '../src/table/TableGame.tsx';
import { TableLobby } from '../src/table/TableLobby.tsx';
import { TablePhone } from '../src/table/TablePhone.tsx';
import { englishT } from './helpers.ts';
import { recordedGame, serverRecord } from './replay-game.ts';

before(async () => {
  await englishT();
  await loadReplayText('en');
});

/** Marek's seat: the second. */
const MAREK = 1;
/** His Character: the seventh (index 6). */
const SEVEN = 6;
/** Every seat's Character: nobody has Character 2, so a "2" can only be Marek's seat number. */
const CHARACTERS = [0, SEVEN, 2, 3, 4];
const NAMES = ['Ada', 'Marek', null, null, null];

/** The table: Ada and Marek, and bots as servers before issue 26 named them; in the lobby the last seat is open. */
function seatsOf(status: Lobby['status']): LobbySeat[] {
  return CHARACTERS.map((character, seat): LobbySeat => {
    if (status === 'lobby' && seat === 4)
      return { seat, name: null, kind: 'open', character: null, missed: 0, connected: false };
    const name = NAMES[seat] ?? null;
    return {
      seat,
      name: name ?? `Bot ${seat + 1}`,
      kind: name === null ? 'bot' : 'human',
      character,
      missed: 0,
      connected: true,
    };
  });
}

function lobbyOf(status: Lobby['status']): Lobby {
  return {
    id: 'TESTGAME',
    status,
    players: CHARACTERS.length,
    seats: seatsOf(status),
    commitment: status === 'lobby' ? null : 'ab'.repeat(32),
    seed: status === 'finished' ? 'cd'.repeat(32) : null,
  };
}

const game = recordedGame(5, 26);
const middle = Math.floor(game.states.length / 2);
const midState: GameState = game.states[middle]!;
const endState: GameState = game.states.at(-1)!;

/** Marek speaks, claims, and is named in another's claim. */
const chat: ChatLine[] = [
  { seq: 0, seat: MAREK, text: 'I stayed in the Library.', at: 1 },
  { seq: 1, seat: 0, text: 'I suspect Marek.', at: 2, claim: { kind: 'suspect', target: MAREK }, round: 1 },
  {
    seq: 2,
    seat: MAREK,
    text: 'I checked Ada in round 1: alive.',
    at: 3,
    claim: { kind: 'checked', target: 0, round: 1, verdict: 'alive' },
    round: 1,
  },
];

function snapshotOf(view: PlayerView, state: GameState, seat: number | 'spectator'): GameSnapshot {
  const connection = new GameConnection('TESTGAME', null, { url: 'ws://unused/ws' });
  return {
    ...connection.getSnapshot(),
    link: 'open',
    view,
    log: logFor(state, seat),
    chat,
    claims: chat.filter((l) => l.claim !== undefined),
    version: 1,
    seat: view.me?.seat ?? null,
  };
}

function gameScreen(state: GameState, seat: number): string {
  const view = viewFor(state, seat);
  const lobby = lobbyOf(state.phase.kind === 'over' ? 'finished' : 'playing');
  return renderToStaticMarkup(
    <GameScreen
      connection={new GameConnection('TESTGAME', null, { url: 'ws://unused/ws' })}
      snapshot={snapshotOf(view, state, seat)}
      lobby={lobby}
    />,
  );
}

function tableScreen(state: GameState): string {
  const view = viewFor(state, 'spectator');
  return renderToStaticMarkup(
    <TableGame
      code="TESTGAME"
      origin="https://play.example"
      snapshot={snapshotOf(view, state, 'spectator')}
      lobby={lobbyOf(state.phase.kind === 'over' ? 'finished' : 'playing')}
      onAct={() => undefined}
      onTakeover={() => undefined}
    />,
  );
}

/** The part of `html` from the element opened by `start` to its end tag (elements of its kind nested in it kept). */
function part(html: string, start: string, place: string): string {
  const from = html.indexOf(start);
  assert.ok(from >= 0, `${place}: not drawn`);
  const tag = /^<(\w+)/.exec(start)![1]!;
  const open = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g');
  open.lastIndex = from + 1;
  let depth = 1;
  for (let m = open.exec(html); m; m = open.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return html.slice(from, m.index + m[0].length);
  }
  return assert.fail(`${place}: not closed`);
}

/** Marek is shown in `html`, and everywhere as "7 · Marek", never by his name alone nor as Seat 2. */
function namedSeven(html: string, place: string): void {
  assert.ok(html.includes('7 · Marek'), `${place}: names him "7 · Marek"`);
  const bare = /(?<!7 · )Marek/.exec(html);
  assert.equal(
    bare,
    null,
    `${place}: names him without his number: …${html.slice(Math.max(0, (bare?.index ?? 0) - 80), (bare?.index ?? 0) + 20)}`,
  );
  assert.ok(!html.includes('Seat 2'), `${place}: never by his seat`);
}

/** Marek's disc on the map: labelled "7 · Marek", numbered 7 (7† as a Ghost), in Character 7's colour. */
function discSeven(html: string, place: string): void {
  const disc = part(html, `<g data-seat="${MAREK}"`, `${place}: Marek's disc`);
  assert.match(disc, /aria-label="7 · Marek/, `${place}: the disc's name`);
  assert.match(disc, /<text[^>]*>7†?<\/text>/, `${place}: the disc's number`);
  assert.ok(disc.includes(`fill="${CHARACTER_FILL[SEVEN]}"`), `${place}: the disc's colour`);
  for (const [seat, character] of CHARACTERS.entries()) {
    const other = part(html, `<g data-seat="${seat}"`, `${place}: disc ${seat}`);
    assert.match(
      other,
      new RegExp(`<text[^>]*>${character + 1}†?</text>`),
      `${place}: seat ${seat}'s number`,
    );
  }
}

/** The Players list's line for Marek: "7 · Marek" beside Character 7's token. */
function playersSeven(html: string, place: string): void {
  const players = part(html, '<section class="panel players"', `${place}: the Players list`);
  namedSeven(players, `${place}: the Players list`);
  const line = /<li[^>]*>(?:(?!<\/li>).)*7 · Marek(?:(?!<\/li>).)*<\/li>/s.exec(players)?.[0] ?? '';
  assert.ok(line.includes(CHARACTER_FILL[SEVEN]), `${place}: the Players list shows Character 7's colour`);
}

describe('one identity per Character (issue 26): Marek plays Character 7 from the second seat', () => {
  it('the game screen: map disc, Players list, log, chat and claims', () => {
    const html = gameScreen(midState, 0);
    namedSeven(html, 'the game screen');
    discSeven(html, 'the map');
    playersSeven(html, 'the game screen');
    namedSeven(part(html, '<section class="panel log"', 'the log'), 'the log');
    const talk = part(html, '<section id=', 'the chat');
    namedSeven(talk, 'the chat');
    assert.ok(talk.includes('I suspect 7 · Marek'), 'a claim about him');
    assert.ok(talk.includes('I checked 1 · Ada in round 1'), 'his own claim, about another by her number');
  });

  it('the ledger, per Character', () => {
    const view = viewFor(midState, 0);
    const names = makeNames(i18next.t, lobbyOf('playing'), view.board.layout);
    const { ledger } = seatLedger(view, logFor(midState, 0), chat);
    namedSeven(renderToStaticMarkup(<LedgerPanel ledger={ledger} names={names} />), 'the ledger');
  });

  it('the end screen', () => {
    const html = gameScreen(endState, 0);
    namedSeven(part(html, '<section class="panel end"', 'the end screen'), 'the end screen');
    discSeven(html, 'the map at the end');
  });

  it('the lobby, on a screen and at the table', () => {
    const lobby = lobbyOf('lobby');
    const screen = renderToStaticMarkup(
      <LobbyScreen
        code="TESTGAME"
        origin="https://play.example"
        lobby={lobby}
        seat={0}
        stored={{ token: 'ab'.repeat(16), host: true }}
        onJoined={() => undefined}
        onLobby={() => undefined}
      />,
    );
    namedSeven(screen, 'the lobby');
    const table = renderToStaticMarkup(
      <TableLobby code="TESTGAME" origin="https://play.example" lobby={lobby} handover={null} />,
    );
    namedSeven(table, 'the table’s lobby');
  });

  it('the table’s shared screen and Marek’s phone', () => {
    const table = tableScreen(midState);
    discSeven(table, 'the table’s map');
    playersSeven(table, 'the table’s screen');
    namedSeven(part(table, '<section class="panel log"', 'the table’s log'), 'the table’s log');
    namedSeven(tableScreen(endState), 'the table’s end screen');
    const view = viewFor(midState, MAREK);
    const phone = renderToStaticMarkup(
      <TablePhone
        connection={new GameConnection('TESTGAME', null, { url: 'ws://unused/ws' })}
        snapshot={snapshotOf(view, midState, MAREK)}
        lobby={lobbyOf('playing')}
        seat={MAREK}
      />,
    );
    namedSeven(phone, 'his phone');
  });

  it('the replay', () => {
    const plain = serverRecord(game);
    const record: ReplayRecord = {
      ...plain,
      seats: seatsOf('finished').map(({ seat, name, kind, character }) => ({ seat, name, kind, character })),
      chat,
    };
    const built = buildTimeline(record.options, record.actions);
    assert.ok(built.ok);
    const html = renderToStaticMarkup(
      <ReplayScreen
        record={record}
        timeline={built.timeline}
        check={null}
        digest={null}
        rt={replayT}
        initialStep={middle}
        initialLens="truth"
      />,
    );
    namedSeven(html, 'the replay');
    discSeven(html, 'the replay’s map');
  });
});
