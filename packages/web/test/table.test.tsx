/** @jsxRuntime automatic */
// Table mode (issue 16): the shared screen /table/<code> and the phones that join it by QR code.
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { actors, viewFor, type Action, type PlayerView, type ViewedEvent } from '@among-cultists/engine';
import type { HandoverCode, Lobby, LobbySeat } from '@among-cultists/protocol';
import i18next from 'i18next';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { GameConnection, type GameSnapshot } from '../src/net/connection.ts';
import { parseRoute } from '../src/router.ts';
import { ApiError } from '../src/net/api.ts';
import { HANDOVER_RETRY_MS, HandoverCodes, type HandoverState } from '../src/table/handover.ts';
import { handedOver, handoverUrl, seatUrl, tableSeatOf, tableUrl } from '../src/table/links.ts';
import { qrMatrix } from '../src/table/qr.ts';
import { QrCode } from '../src/table/QrCode.tsx';
import { TableGame } from '../src/table/TableGame.tsx';
import { TableInvite } from '../src/table/TableInvite.tsx';
import { TableJoin } from '../src/table/TableJoin.tsx';
import { TableLobby } from '../src/table/TableLobby.tsx';
import { TablePhone } from '../src/table/TablePhone.tsx';
import { englishT, lobbyFor, walkGame } from './helpers.ts';
import { decodeQr } from './table-qr-decode.ts';

const ORIGIN = 'https://play.example';
const CODE = 'TESTGAME';
const TOKEN = '0123456789abcdef'.repeat(4);
/** A handover code as the server issues them (issue 24): what a QR code carries instead of a token. */
const HANDOVER = 'Zq3_x-9KpL2mN8vR4tY7wA';

before(async () => {
  await englishT();
});

const unescape = (s: string): string =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<');

interface DrawnQr {
  readonly url: string;
  readonly label: string;
  /** What the drawing says, read back module by module. */
  readonly text: string;
}

/** Every QR code in the markup: its `data-url`, its accessible name, and the text its drawing encodes. */
function qrCodes(html: string): DrawnQr[] {
  return [...html.matchAll(/<svg class="qr" viewBox="0 0 (\d+) \d+"([^>]*)>(.*?)<\/svg>/g)].map((m) => {
    const side = Number(m[1]);
    const attrs = m[2]!;
    const d = /<path d="([^"]*)"/.exec(m[3]!)![1]!;
    const grid = Array.from({ length: side }, () => Array<boolean>(side).fill(false));
    for (const run of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
      const [x, y, w] = [Number(run[1]), Number(run[2]), Number(run[3])];
      assert.equal(Number(run[4]), w, 'each run is a rectangle');
      for (let i = 0; i < w; i++) grid[y]![x + i] = true;
    }
    // The quiet zone stays white: four modules on every side.
    const margin = 4;
    const inner = grid.slice(margin, side - margin).map((row) => row.slice(margin, side - margin));
    assert.ok(
      grid.every((row, y) =>
        row.every((dark, x) => !dark || (Math.min(x, y) >= margin && Math.max(x, y) < side - margin)),
      ),
      'nothing drawn in the quiet zone',
    );
    return {
      url: unescape(/data-url="([^"]*)"/.exec(attrs)![1]!),
      label: unescape(/aria-label="([^"]*)"/.exec(attrs)![1]!),
      text: decodeQr(inner),
    };
  });
}

function seat(seat: number, kind: LobbySeat['kind'], extra: Partial<LobbySeat> = {}): LobbySeat {
  return {
    seat,
    name: kind === 'open' ? null : `Name${seat}`,
    kind,
    character: kind === 'open' ? null : seat,
    missed: 0,
    connected: kind === 'human',
    ...extra,
  };
}

const lobbyOf = (seats: readonly LobbySeat[], status: Lobby['status'] = 'lobby'): Lobby => ({
  id: CODE,
  status,
  players: seats.length,
  seats,
  commitment: null,
  seed: null,
  host: 0,
});

describe('table mode: the addresses', () => {
  it('a seat’s address names the seat and table mode; the game page reads them back', () => {
    for (let n = 0; n < 8; n++) {
      const url = new URL(seatUrl(ORIGIN, CODE, n));
      assert.equal(url.origin, ORIGIN);
      assert.deepEqual(parseRoute(url.pathname), { page: 'game', code: CODE });
      assert.equal(tableSeatOf(url.search), n);
      assert.equal(handedOver(url.hash), null, 'no token in a seat’s address');
    }
    for (const search of [
      '',
      '?seat=2',
      '?table=1',
      '?seat=8&table=1',
      '?seat=-1&table=1',
      '?seat=1.5&table=1',
      '?seat=x&table=1',
      '?seat=2&table=0',
    ])
      assert.equal(tableSeatOf(search), null, search);
  });

  it('the handover carries a single-use code, never a token, in the fragment; only a well-formed one is taken', () => {
    const url = new URL(handoverUrl(ORIGIN, CODE, 0, HANDOVER));
    assert.equal(tableSeatOf(url.search), 0);
    assert.ok(!url.search.includes(HANDOVER) && !url.pathname.includes(HANDOVER), 'never sent to the server');
    assert.equal(handedOver(url.hash), HANDOVER);
    for (const hash of [
      '',
      '#handover=',
      '#handover=xyz',
      `#handover=${HANDOVER}!`,
      `#other=${HANDOVER}`,
      // The old form, a seat's token in the address, hands nothing over any more.
      `#take=${TOKEN}`,
    ])
      assert.equal(handedOver(hash), null, hash);
  });

  it('the shared screen is /table/<code>; anything else there is not', () => {
    assert.equal(tableUrl(ORIGIN, CODE), `${ORIGIN}/table/${CODE}`);
    assert.deepEqual(parseRoute(`/table/${CODE}`), { page: 'table', code: CODE });
    assert.deepEqual(parseRoute(`/table/${CODE}/`), { page: 'table', code: CODE });
    for (const path of ['/table', '/table/', '/table/bad!code', `/table/${CODE}/seat`])
      assert.notEqual(parseRoute(path).page, 'table', path);
  });
});

describe('table mode: QR codes', () => {
  it('encode exactly the address given, read back by a decoder written from the standard', () => {
    const url = fc.webUrl({ withQueryParameters: true, withFragments: true }).filter((u) => u.length <= 170);
    fc.assert(
      fc.property(url, (u) => {
        assert.equal(decodeQr(qrMatrix(u)), u);
      }),
      { numRuns: 60 },
    );
    assert.equal(
      decodeQr(qrMatrix(handoverUrl(ORIGIN, CODE, 7, HANDOVER))),
      handoverUrl(ORIGIN, CODE, 7, HANDOVER),
    );
  });

  it('are drawn as the code of their data-url, named by it', () => {
    const url = seatUrl(ORIGIN, CODE, 3);
    const [drawn] = qrCodes(renderToStaticMarkup(<QrCode url={url} />));
    assert.deepEqual(drawn, { url, label: `QR code that opens ${url}`, text: url });
  });
});

describe('table mode: the shared screen before the start', () => {
  const seats = [
    seat(0, 'human'),
    seat(1, 'open'),
    seat(2, 'human', { connected: false }),
    seat(3, 'open'),
    seat(4, 'bot'),
  ];

  it('shows a code per free seat that takes it, and one per player’s seat to come back; none for a bot', () => {
    const html = renderToStaticMarkup(
      <TableLobby code={CODE} origin={ORIGIN} lobby={lobbyOf(seats)} handover={null} />,
    );
    const codes = qrCodes(html);
    assert.deepEqual(
      codes.map((c) => c.url),
      [0, 1, 2, 3].map((n) => seatUrl(ORIGIN, CODE, n)),
    );
    for (const c of codes) assert.equal(c.text, c.url, 'each drawing encodes its address');
    assert.equal((html.match(/Scan to take this seat/g) ?? []).length, 2);
    assert.equal((html.match(/scan to come back/g) ?? []).length, 2);
    assert.ok(html.includes('2 seats are free.'));
    // A phone without a camera types the address.
    assert.ok(html.includes(`<span class="code">${seatUrl(ORIGIN, CODE, 1).replace(/&/g, '&amp;')}</span>`));
  });

  it('hands the host’s seat over from the browser that created the game by a code from the server, never the token', async () => {
    const away = seats.map((s) => (s.seat === 0 ? { ...s, connected: false } : s));
    // The screen's codes as the browser holding the token gets them: the token goes to the server only.
    const sentTo: string[] = [];
    let state: HandoverState | null = null;
    const codes = new HandoverCodes(
      () => {
        sentTo.push(TOKEN);
        return Promise.resolve({ code: HANDOVER, expiresAt: 0, ttlMs: 90_000 });
      },
      (s) => (state = s),
      { set: () => 0, clear: () => undefined },
    );
    codes.start();
    await Promise.resolve();
    assert.deepEqual(state, { code: HANDOVER, error: null });
    assert.equal(sentTo.length, 1);
    const html = renderToStaticMarkup(
      <TableLobby code={CODE} origin={ORIGIN} lobby={lobbyOf(away)} handover={state} />,
    );
    const drawn = qrCodes(html);
    assert.equal(drawn[0]!.url, handoverUrl(ORIGIN, CODE, 0, HANDOVER));
    assert.equal(drawn[0]!.text, drawn[0]!.url, 'the drawing carries the code');
    assert.ok(!unescape(html).includes(TOKEN), 'the token is nowhere on the screen, drawn or written');
    assert.ok(drawn.every((c) => !c.text.includes(TOKEN)));
    // Before the first code comes, or when none can be had, the screen says so (and shows no other code there).
    const waiting = renderToStaticMarkup(
      <TableLobby code={CODE} origin={ORIGIN} lobby={lobbyOf(away)} handover={{ code: null, error: null }} />,
    );
    assert.ok(waiting.includes('Getting a code to hand your seat to your phone'));
    assert.equal(qrCodes(waiting)[0]!.url, seatUrl(ORIGIN, CODE, 1), 'no code for the host’s seat');
    codes.stop();
  });

  it('fills as phones join: no code for a seat kept for a player of the last game; full says the host can start', () => {
    const full = [
      seat(0, 'human'),
      seat(1, 'human'),
      seat(2, 'bot'),
      seat(3, 'open', { reserved: true, name: 'Kim' }),
    ];
    const html = renderToStaticMarkup(
      <TableLobby code={CODE} origin={ORIGIN} lobby={lobbyOf(full)} handover={null} />,
    );
    assert.deepEqual(
      qrCodes(html).map((c) => c.url),
      [seatUrl(ORIGIN, CODE, 0), seatUrl(ORIGIN, CODE, 1)],
    );
    assert.ok(html.includes('seat kept for Kim'));
    assert.ok(html.includes('Every seat is taken: the host can start.'));
  });

  it('renders in every language with no placeholder left', async () => {
    for (const code of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(code);
      const html = renderToStaticMarkup(
        <>
          <TableLobby
            code={CODE}
            origin={ORIGIN}
            lobby={lobbyOf(seats)}
            handover={{ code: HANDOVER, error: null }}
          />
          <TableLobby
            code={CODE}
            origin={ORIGIN}
            lobby={lobbyOf(seats)}
            handover={{ code: null, error: new ApiError(429, 'rate/handover', 'Too many') }}
          />
          <TableJoin code={CODE} seat={1} lobby={lobbyOf(seats)} onJoined={() => undefined} />
          <TableJoin code={CODE} seat={0} lobby={lobbyOf(seats)} onJoined={() => undefined} />
          <TableInvite code={CODE} origin={ORIGIN} />
        </>,
      );
      assert.ok(!html.includes('{{') && !/undefined|\[object|NaN/.test(html), code);
      assert.ok(html.includes(i18next.t('table.screen.intro')), code);
    }
    await i18next.changeLanguage('en');
  });
});

describe('table mode: the handover codes on the shared screen', () => {
  /** Timers run by hand: each set one is kept with its delay until the test fires it. */
  function manualTimers() {
    const pending = new Map<number, { fn: () => void; ms: number }>();
    let next = 0;
    return {
      pending,
      timers: {
        set: (fn: () => void, ms: number) => {
          pending.set(++next, { fn, ms });
          return next;
        },
        clear: (handle: unknown) => {
          pending.delete(handle as number);
        },
      },
      /** Fires the timer set with this delay. */
      fire(ms: number) {
        const entry = [...pending].find(([, t]) => t.ms === ms);
        assert.ok(entry, `a timer of ${ms} ms`);
        pending.delete(entry[0]);
        entry[1].fn();
      },
    };
  }
  const settle = () => new Promise((r) => setImmediate(r));

  it('asks for a new code when two thirds of its life are over, and drops one that expired unreplaced', async () => {
    const clock = manualTimers();
    const answers: (() => Promise<HandoverCode>)[] = [
      () => Promise.resolve({ code: 'a'.repeat(22), expiresAt: 0, ttlMs: 90_000 }),
      () => Promise.reject(new ApiError(503, 'server/unavailable', 'down')),
      () => Promise.resolve({ code: 'b'.repeat(22), expiresAt: 0, ttlMs: 90_000 }),
    ];
    const states: HandoverState[] = [];
    const codes = new HandoverCodes(
      () => answers.shift()!(),
      (s) => states.push(s),
      clock.timers,
    );
    codes.start();
    await settle();
    assert.equal(codes.state.code, 'a'.repeat(22));
    clock.fire(60_000); // two thirds of 90 s: a new one is asked for, and refused
    await settle();
    assert.equal(codes.state.code, 'a'.repeat(22), 'the code shown stays while it works');
    assert.ok(codes.state.error instanceof ApiError);
    clock.fire(90_000); // it expires unreplaced
    assert.equal(codes.state.code, null);
    clock.fire(HANDOVER_RETRY_MS); // asked again after a while: a new code
    await settle();
    assert.deepEqual(codes.state, { code: 'b'.repeat(22), error: null });
    codes.stop();
    assert.equal(clock.pending.size, 0, 'stopped: nothing more is asked');
  });

  it('does not ask again after a refusal that asking again cannot cure', async () => {
    const clock = manualTimers();
    let asked = 0;
    const codes = new HandoverCodes(
      () => {
        asked += 1;
        return Promise.reject(new ApiError(409, 'game/started', 'started'));
      },
      () => undefined,
      clock.timers,
    );
    codes.start();
    await settle();
    assert.equal(asked, 1);
    assert.equal(clock.pending.size, 0);
    assert.equal(codes.state.code, null);
  });
});

describe('table mode: a phone joining', () => {
  const seats = [seat(0, 'human'), seat(1, 'open'), seat(2, 'open')];

  it('offers the seat its code named, or the first free one when another phone was quicker', () => {
    const named = renderToStaticMarkup(
      <TableJoin code={CODE} seat={2} lobby={lobbyOf(seats)} onJoined={() => undefined} />,
    );
    assert.ok(named.includes('Take seat 3'));
    assert.ok(!named.includes('taken already'));
    const taken = renderToStaticMarkup(
      <TableJoin code={CODE} seat={0} lobby={lobbyOf(seats)} onJoined={() => undefined} />,
    );
    assert.ok(taken.includes('Seat 1 is taken already'));
    assert.ok(taken.includes('Take a free seat'));
    const full = lobbyOf([seat(0, 'human'), seat(1, 'bot')]);
    const none = renderToStaticMarkup(
      <TableJoin code={CODE} seat={1} lobby={full} onJoined={() => undefined} />,
    );
    assert.ok(none.includes('Every seat is taken.'));
    assert.ok(!none.includes('<button'));
  });

  it('the lobby points to the shared screen', () => {
    const html = renderToStaticMarkup(<TableInvite code={CODE} origin={ORIGIN} />);
    assert.ok(html.includes(`href="/table/${CODE}"`));
    assert.ok(html.includes(`${ORIGIN}/table/${CODE}`));
  });
});

/** A snapshot as the connection holds it, with `view` and `log`. */
function snapshotOf(view: PlayerView, log: readonly ViewedEvent[] = []): GameSnapshot {
  const connection = new GameConnection(CODE, null, { url: 'ws://unused/ws' });
  return { ...connection.getSnapshot(), link: 'open', view, log, version: 1, seat: view.me?.seat ?? null };
}

/** A seat's view and the spectator's view of one moment of a game. */
interface Moment {
  readonly seat: PlayerView;
  readonly spectator: PlayerView;
}

/** Moments of whole random games, up to four of each phase, the end last (played once for every test here). */
let sampled: Moment[] | null = null;
function sampleGames(): Moment[] {
  if (sampled) return sampled;
  const moments: Moment[] = [];
  const perPhase = new Map<string, number>();
  for (const players of [5, 7] as const)
    walkGame({ players, seed: players + 300 }, (s) => {
      const kind = s.phase.kind;
      if ((perPhase.get(kind) ?? 0) >= 4 && kind !== 'over') return;
      perPhase.set(kind, (perPhase.get(kind) ?? 0) + 1);
      const seat = actors(s)[0] ?? 0;
      moments.push({ seat: viewFor(s, seat), spectator: viewFor(s, 'spectator') });
    });
  sampled = moments;
  return moments;
}

describe('table mode: the shared screen during the game', () => {
  const acted: Action[] = [];
  const render = (view: PlayerView, log: readonly ViewedEvent[] = []) =>
    renderToStaticMarkup(
      <TableGame
        code={CODE}
        origin={ORIGIN}
        snapshot={snapshotOf(view, log)}
        lobby={{
          ...lobbyFor(view),
          seats: lobbyFor(view).seats.map((s) => (s.seat === 1 ? { ...s, kind: 'human' } : s)),
        }}
        onAct={(a) => acted.push(a)}
        onTakeover={() => assert.fail('a spectator never votes for a stand-in')}
      />,
    );

  it('draws the public board, the status, the players and the log from a spectator’s view', () => {
    const phases = new Set<string>();
    for (const { seat: view, spectator } of sampleGames()) {
      phases.add(view.phase.kind);
      const html = render(spectator);
      assert.ok(html.includes('class="board"'), 'the map');
      assert.ok(html.includes('class="status"'), 'whose turn');
      assert.ok(html.includes('class="panel players"'), 'the players');
      assert.ok(html.includes('class="panel log"'), 'the events');
      assert.ok(html.includes('class="sound-control"'), 'the sound control');
      assert.ok(!html.includes('class="panel private"'), 'no private panel');
      assert.ok(!html.includes('class="panel actions"'), 'no actions');
      assert.ok(!html.includes('data-action='), 'no button that acts');
      // No role is named unless a rule revealed it to everyone (or the game is over).
      if (view.result === null) {
        const revealed = new Set(view.seats.map((s) => s.revealedRole));
        const secretRole = i18next.t(`role.${view.me!.role}`);
        if (!revealed.has(view.me!.role))
          assert.ok(!html.includes(`>${secretRole}<`), `role ${secretRole} in ${view.phase.kind}`);
      }
      if (view.phase.kind === 'night')
        assert.ok(html.includes('class="steps ritual"'), 'the ritual’s pacing');
      if (view.phase.kind === 'vote') assert.ok(html.includes('class="panel vote"'), 'the Vote');
      if (view.phase.kind !== 'over')
        assert.ok(html.includes('class="panel table-rejoin"'), 'codes to come back');
    }
    assert.ok(
      ['night', 'movement', 'action', 'vote'].every((p) => phases.has(p)),
      [...phases].join(),
    );
    assert.deepEqual(acted, [], 'rendering acts for nobody');
  });

  it('shows nothing of a seat’s view: the screen takes only the spectator’s', () => {
    for (const { seat } of sampleGames()) assert.equal(render(seat), '', seat.phase.kind);
  });

  it('shows the result at the end, with the replay', () => {
    const end = sampleGames().at(-1)!.spectator;
    assert.ok(end.result !== null);
    const html = render(end);
    assert.ok(html.includes('class="panel end"'));
    assert.ok(html.includes(`href="/replay/${CODE}"`));
    assert.ok(!html.includes('table-rejoin'), 'no codes to come back once it is over');
  });

  it('says when the server ended the game as abandoned, and offers no codes to come back', () => {
    const { seat, spectator } = sampleGames().find((m) => m.spectator.phase.kind === 'movement')!;
    const said = i18next.t('lobby.abandoned');
    const abandoned = { ...lobbyFor(spectator), status: 'finished' as const, ended: 'abandoned' as const };
    const screen = renderToStaticMarkup(
      <TableGame
        code={CODE}
        origin={ORIGIN}
        snapshot={snapshotOf(spectator)}
        lobby={abandoned}
        onAct={() => undefined}
        onTakeover={() => undefined}
      />,
    );
    assert.ok(screen.includes(said), 'the shared screen says so');
    assert.ok(!screen.includes('table-rejoin'), 'nothing left to rejoin');
    assert.ok(!render(spectator).includes(said), 'only an abandoned game says so');
    const phone = renderToStaticMarkup(
      <TablePhone
        connection={new GameConnection(CODE, null, { url: 'ws://unused/ws' })}
        snapshot={snapshotOf(seat)}
        lobby={{ ...lobbyFor(seat), status: 'finished', ended: 'abandoned' }}
        seat={seat.me!.seat}
      />,
    );
    assert.ok(phone.includes(said), 'the phone says so');
    assert.ok(!phone.includes('data-action='), 'and offers no decision');
  });
});

describe('table mode: the phone during the game', () => {
  const renderPhone = (view: PlayerView, n: number) =>
    renderToStaticMarkup(
      <TablePhone
        connection={new GameConnection(CODE, null, { url: 'ws://unused/ws' })}
        snapshot={snapshotOf(view)}
        lobby={lobbyFor(view)}
        seat={n}
      />,
    );

  it('shows its own role, Route and hand and its decisions, and not the board, the players or the log', () => {
    for (const { seat: view } of sampleGames()) {
      const html = renderPhone(view, view.me!.seat);
      if (view.result === null) assert.ok(html.includes('class="panel private"'), 'its own secrets');
      for (const action of view.legal)
        assert.ok(
          html.includes(`data-action="${JSON.stringify(action).replace(/"/g, '&quot;')}"`),
          `${action.type} offered`,
        );
      assert.ok(!html.includes('class="board"'), 'the map is on the shared screen');
      if (view.phase.kind === 'night') {
        assert.ok(html.includes('class="night-secret"'), 'what it saw in the Night');
        assert.ok(!html.includes('class="steps ritual"'), 'the ritual is paced on the shared screen');
      }
      assert.ok(!html.includes('class="panel players"'));
      assert.ok(!html.includes('class="panel log"'));
    }
  });

  it('a phone without the seat’s token is told that another phone holds it', () => {
    const html = renderPhone(sampleGames()[0]!.spectator, 2);
    assert.ok(html.includes('Seat 3 belongs to another phone'));
    assert.ok(html.includes(`href="/g/${CODE}"`));
    assert.ok(!html.includes('data-action'));
  });
});
