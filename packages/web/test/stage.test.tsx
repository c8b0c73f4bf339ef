/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  boardRef,
  logFor,
  SHIPPED_BOARD,
  viewFor,
  type GameState,
  type Role,
  type Viewer,
  type ViewedEvent,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import type { TFunction } from 'i18next';
import { announcementTone } from '../src/game/announcer.ts';
import type { Names } from '../src/game/names.ts';
import { LANGUAGES } from '../src/i18n/all.ts';
import { cuesFor } from '../src/sound/cues.ts';
import { stageCue } from '../src/stage/cues.ts';
import { momentsFor, type Moment, type MomentKind } from '../src/stage/moments.ts';
import {
  advance,
  durationOf,
  EMPTY_QUEUE,
  enqueue,
  MAX_MOMENT_MS,
  MAX_WAITING,
  MOMENT_MS,
  skipAll,
  stagesStep,
  STILL_MS,
  type Staged,
} from '../src/stage/queue.ts';
import { StageView } from '../src/stage/Stage.tsx';
import { momentCaption, momentText, saysAloud } from '../src/stage/text.ts';
import { englishT, flatten, lcg, placeholders } from './helpers.ts';
import { randomGame } from './replay-game.ts';

let t: TFunction;
let names: Names;
before(async () => {
  t = await englishT();
  names = { t, seat: (s) => `P${s}`, character: (s) => s + 1, loc: (l) => `#${l}` };
});

const ev = (seq: number, event: Record<string, unknown>): ViewedEvent =>
  ({ ...event, seq, round: 2 }) as unknown as ViewedEvent;
const STILL = { was: 'action', now: 'action' } as const;
const kinds = (ms: readonly Moment[]) => ms.map((m) => m.kind);

/** One of every moment, for the tests that go over all kinds. */
const EVERY: readonly Moment[] = [
  { kind: 'cardPassed', key: 'a', passes: [{ from: 0, to: 1 }] },
  { kind: 'tokenDrawn', key: 'b', token: 'secretDoors', seat: null },
  { kind: 'lightning', key: 'c' },
  { kind: 'ghost', key: 'd', seat: 2, cause: 'revealed', revealedBy: 1 },
  { kind: 'ballots', key: 'e', ballots: [1, null, 1, 2] },
  { kind: 'unmasked', key: 'f', seat: 1, role: 'cultist' },
  { kind: 'seerGuess', key: 'g', guess: 3, right: false },
  { kind: 'rack', key: 'h', rack: 0, vp: 2 },
  { kind: 'portal', key: 'i', state: 'open' },
  { kind: 'night', key: 'night' },
  { kind: 'vote', key: 'v', initiator: 1, reason: 'murder' },
  { kind: 'end', key: 'j', winner: 'cultists', reason: 'kills', winners: [1, 3] },
];

describe('staged moments: what is staged', () => {
  it('a Vote called is staged with who called it and why (issue 27: the table screen stages it, large)', () => {
    const log = [
      ev(1, { t: 'deathRevealed', seat: 2, by: 1 }),
      ev(2, { t: 'becameGhost', seat: 2, cause: 'revealed' }),
      ev(3, { t: 'voteStarted', reason: 'murder', initiator: 1 }),
      ev(4, { t: 'voteStarted', reason: 'cafeteria', initiator: 3 }),
    ];
    const ms = momentsFor({ log, seen: 0, phase: STILL, roles: null });
    assert.deepEqual(kinds(ms), ['ghost', 'vote', 'vote']);
    assert.deepEqual(ms[1], { kind: 'vote', key: 'voteStarted:3', initiator: 1, reason: 'murder' });
    assert.equal(momentText(ms[1], names), `A murder is revealed: ${names.seat(1)} calls a Vote.`);
    assert.equal(momentText(ms[2]!, names), `${names.seat(3)} calls a Vote: everyone votes.`);
    assert.equal(saysAloud(ms[1], true), true, 'nothing else reads it out');
  });

  it('the passes of an Encounter are one moment, face down: the private entry naming the card is never read', () => {
    const log = [
      ev(10, { t: 'cardGiven', from: 0, to: 1 }),
      ev(11, { t: 'cardGivenFace', from: 0, to: 1, card: 'dead' }),
      ev(12, { t: 'cardGiven', from: 1, to: 0 }),
      ev(13, { t: 'cardGivenFace', from: 1, to: 0, card: 'alive' }),
    ];
    const ms = momentsFor({ log, seen: 9, phase: STILL, roles: null });
    assert.deepEqual(ms, [
      {
        kind: 'cardPassed',
        key: 'cardGiven:10',
        passes: [
          { from: 0, to: 1 },
          { from: 1, to: 0 },
        ],
      },
    ]);
    // The receiver's log (with the other private entry) and a spectator's (none) stage the same.
    const spectator = log.filter((e) => e.t === 'cardGiven');
    assert.deepEqual(momentsFor({ log: spectator, seen: 9, phase: STILL, roles: null }), ms);
    assert.doesNotMatch(JSON.stringify(ms), /dead|alive/);
  });

  it('a Dead card revealed and the Ghost are one scene; other deaths, unmaskings, ballots, the Seer, racks, the Portal', () => {
    const log = [
      ev(1, { t: 'deathRevealed', seat: 2, by: 1 }),
      ev(2, { t: 'becameGhost', seat: 2, cause: 'revealed' }),
      ev(3, { t: 'ballotsRevealed', ballots: [3, null, 3, 3] }),
      ev(4, { t: 'becameGhost', seat: 3, cause: 'vote' }),
      ev(5, { t: 'roleRevealed', seat: 3, role: 'cultist' }),
      ev(6, { t: 'roleRevealed', seat: 0, role: 'radiantBeauty' }),
      ev(7, { t: 'rackScored', rack: 1, vp: 2, total: 4 }),
      ev(8, { t: 'portalOpened', lastRound: 4 }),
      ev(9, { t: 'portalClosed', seats: [0, 1], target: 9 }),
      ev(10, { t: 'seerGuessed', guess: 1, seer: 1, by: 3 }),
      ev(11, { t: 'eventDrawn', token: 'lightningStrike' }),
      ev(12, { t: 'eventDrawn', token: 'secretDoors' }),
      ev(13, { t: 'eventTokenDrawn', seat: 2 }),
      ev(14, { t: 'eventTokenSeen', seat: 2, token: 'fishman' }),
      ev(15, { t: 'assassinated', seat: 1, target: 0 }),
    ];
    const ms = momentsFor({ log, seen: 0, phase: STILL, roles: null });
    assert.deepEqual(kinds(ms), [
      'ghost',
      'ballots',
      'ghost',
      'unmasked',
      'rack',
      'portal',
      'portal',
      'seerGuess',
      'lightning',
      'tokenDrawn',
      'tokenDrawn',
    ]);
    assert.deepEqual(ms[0], {
      kind: 'ghost',
      key: 'deathRevealed:1',
      seat: 2,
      cause: 'revealed',
      revealedBy: 1,
    });
    assert.deepEqual(ms[7], { kind: 'seerGuess', key: 'seerGuessed:10', guess: 1, right: true });
    // The In Control draw is face down: the token seen privately is not in it.
    assert.deepEqual(ms[10], { kind: 'tokenDrawn', key: 'eventTokenDrawn:13', token: null, seat: 2 });
    assert.deepEqual(kinds(momentsFor({ log, seen: 11, phase: STILL, roles: null })), [
      'tokenDrawn',
      'tokenDrawn',
    ]);
  });

  it('the Night falls on the change of phase; the end names the team, the reason and its players', () => {
    assert.deepEqual(
      kinds(momentsFor({ log: [], seen: -1, phase: { was: null, now: 'night' }, roles: null })),
      ['night'],
    );
    assert.deepEqual(
      momentsFor({ log: [], seen: -1, phase: { was: 'night', now: 'night' }, roles: null }),
      [],
    );
    assert.deepEqual(
      kinds(momentsFor({ log: [], seen: -1, phase: { was: 'cleanup', now: 'detectiveNight' }, roles: null })),
      ['night'],
    );
    const roles: Role[] = ['investigator', 'cultist', 'seer', 'cultist'];
    const over = [ev(40, { t: 'gameOver', winner: 'cultists', reason: 'kills' })];
    assert.deepEqual(momentsFor({ log: over, seen: 39, phase: { was: 'action', now: 'over' }, roles }), [
      { kind: 'end', key: 'gameOver:40', winner: 'cultists', reason: 'kills', winners: [1, 3] },
    ]);
  });

  it('every seat and a spectator stage the same moments at every step of whole games', () => {
    const staged = new Set<MomentKind>();
    let privateEntries = 0;
    for (const seed of [3, 11, 29]) {
      const pick = lcg(seed);
      const seen = new Map<Viewer, number>();
      const phases = new Map<Viewer, string | null>();
      const step = (s: GameState) => {
        const viewers: Viewer[] = ['spectator', ...s.seats.map((_, i) => i)];
        const byViewer = viewers.map((v) => {
          const log = logFor(s, v);
          const view = viewFor(s, v);
          const now = view.phase.kind;
          const ms = momentsFor({
            log,
            seen: seen.get(v) ?? -1,
            phase: { was: phases.get(v) ?? null, now },
            roles: view.reveal?.roles ?? null,
          });
          seen.set(v, log.at(-1)?.seq ?? -1);
          phases.set(v, now);
          return ms;
        });
        for (const ms of byViewer) {
          assert.deepEqual(ms, byViewer[0], `log entry ${s.log.length}`);
          for (const m of ms) staged.add(m.kind);
        }
      };
      const { final } = randomGame(
        { players: 6, seed: seedOf(seed), roleSet: 'recommended', board: boardRef(SHIPPED_BOARD) },
        pick,
        step,
      );
      privateEntries += final.log.filter((e) => e.vis !== null).length;
    }
    assert.ok(privateEntries > 0, 'the games had hidden entries');
    for (const kind of ['night', 'cardPassed', 'ghost', 'ballots', 'tokenDrawn', 'end'] as const)
      assert.ok(staged.has(kind), kind);
  });
});

describe('staged moments: time, queue, skip', () => {
  it('every moment lasts at most 1.5 s, and so does the still caption', () => {
    assert.equal(MAX_MOMENT_MS, 1500);
    for (const [kind, ms] of Object.entries(MOMENT_MS)) assert.ok(ms > 0 && ms <= MAX_MOMENT_MS, kind);
    assert.ok(STILL_MS <= MAX_MOMENT_MS);
    for (const m of EVERY) {
      assert.ok(durationOf(m, false) <= MAX_MOMENT_MS, m.kind);
      assert.equal(durationOf(m, true), STILL_MS, m.kind);
    }
    assert.deepEqual(Object.keys(MOMENT_MS).sort(), [...new Set(EVERY.map((m) => m.kind))].sort());
  });

  it('a queue plays moments in order; a skip empties it at once; a burst keeps its last ones', () => {
    const staged: Staged[] = EVERY.slice(0, 3).map((moment, id) => ({ id, moment }));
    let q = enqueue(EMPTY_QUEUE, staged);
    assert.equal(q.playing?.id, 0);
    assert.deepEqual(
      q.waiting.map((s) => s.id),
      [1, 2],
    );
    assert.equal(advance(q, 7), q, 'a late timer of another moment changes nothing');
    q = advance(q, 0);
    assert.equal(q.playing?.id, 1);
    assert.deepEqual(skipAll(q), EMPTY_QUEUE);
    const burst = EVERY.map((moment, id) => ({ id, moment }));
    const full = enqueue(enqueue(EMPTY_QUEUE, burst.slice(0, 1)), burst.slice(1));
    assert.equal(full.playing?.id, 0, 'the playing moment is not cut');
    assert.equal(full.waiting.length, MAX_WAITING);
    assert.equal(full.waiting.at(-1)?.moment.kind, 'end', 'the end is never dropped');
  });

  it('a replay stages one step forward only: never a jump, a step back or a change of lens', () => {
    assert.equal(stagesStep(4, 5), true);
    assert.equal(stagesStep(4, 4), false);
    assert.equal(stagesStep(4, 3), false);
    assert.equal(stagesStep(0, 40), false);
    assert.equal(stagesStep(undefined, 1), false);
  });
});

describe('staged moments: the overlay', () => {
  const staged = (moment: Moment): Staged => ({ id: 1, moment });
  const render = (moment: Moment | null, reduced: boolean) =>
    renderToStaticMarkup(
      <StageView
        staged={moment === null ? null : staged(moment)}
        reduced={reduced}
        names={names}
        said={[{ id: 1, text: 'said' }]}
        onSkip={() => undefined}
      />,
    );

  it('draws each moment with its caption and a Skip button; the drawing and caption are hidden from screen readers', () => {
    for (const m of EVERY) {
      const html = render(m, false);
      assert.match(html, /class="stage-scene"/, m.kind);
      assert.match(html, /<button type="button" class="stage-skip">Skip<\/button>/, m.kind);
      assert.match(html, /<div aria-hidden="true"><div class="stage-scene">/, m.kind);
      assert.ok(html.includes(momentCaption(m, names).replace(/'/g, '&#x27;')), m.kind);
      assert.match(html, /--stage-ms:\d+ms/);
    }
    assert.doesNotMatch(render(null, false), /stage-skip/, 'nothing on screen between moments');
    assert.match(render(null, false), /aria-live="polite"[^>]*><p>said<\/p>/);
  });

  it('under reduced motion: a still caption, no scene, shown briefly', () => {
    for (const m of EVERY) {
      const html = render(m, true);
      assert.match(html, /class="stage still"/, m.kind);
      assert.doesNotMatch(html, /stage-scene/, m.kind);
      assert.match(html, new RegExp(`--stage-ms:${STILL_MS}ms`));
      assert.match(html, /stage-caption/);
    }
  });

  it('the passed card is the same back for everyone: no card name in the drawing', () => {
    const html = render(EVERY[0]!, false);
    assert.doesNotMatch(html, /alive|dead|infected|success|failure|sabotage/i);
  });
});

describe('staged moments: words and sounds', () => {
  it('six languages with the same keys and placeholders', () => {
    const en = flatten(LANGUAGES.en.stage);
    for (const [code, texts] of Object.entries(LANGUAGES)) {
      const flat = flatten(texts.stage);
      assert.deepEqual([...flat.keys()].sort(), [...en.keys()].sort(), code);
      for (const [key, text] of en)
        assert.deepEqual(placeholders(flat.get(key)!), placeholders(text), `${code} ${key}`);
    }
  });

  it('an Encounter of several passes: a short caption, and every pass said aloud', () => {
    const m: Moment = {
      kind: 'cardPassed',
      key: 'k',
      passes: [
        { from: 0, to: 1 },
        { from: 1, to: 0 },
      ],
    };
    assert.equal(momentCaption(m, names), LANGUAGES.en.stage.cardsPassed);
    assert.match(
      momentText(m, names),
      /P0 passes a card face down to P1\. P1 passes a card face down to P0\./,
    );
  });

  it('a moment another live region reads out (the Announcer, the status bar, the round Event) is not said twice', () => {
    const log = [
      ev(1, { t: 'deathRevealed', seat: 2, by: 1 }),
      ev(2, { t: 'becameGhost', seat: 2, cause: 'revealed' }),
      ev(3, { t: 'rackScored', rack: 1, vp: 2, total: 4 }),
      ev(4, { t: 'portalOpened', lastRound: 4 }),
      ev(5, { t: 'portalClosed', seats: [0, 1], target: 9 }),
      ev(6, { t: 'becameGhost', seat: 4, cause: 'vote' }),
    ];
    assert.ok(
      log.every((e) => announcementTone(e) !== null),
      'the Announcer reads these',
    );
    for (const m of momentsFor({ log, seen: 0, phase: STILL, roles: null })) {
      assert.equal(saysAloud(m, true), false, m.kind);
      assert.equal(saysAloud(m, false), true, `${m.kind}: a replay has no Announcer`);
    }
    for (const kind of ['cardPassed', 'ballots', 'unmasked', 'seerGuess', 'end'] as const)
      assert.equal(
        saysAloud(
          EVERY.find((m) => m.kind === kind)!,
          true,
        ),
        true,
        kind,
      );
  });

  it('a moment plays a cue only where the sound hook does not already play one for its entries', () => {
    const log = [
      ev(1, { t: 'cardGiven', from: 0, to: 1 }),
      ev(2, { t: 'ballotsRevealed', ballots: [3, null, 3, 3] }),
      ev(3, { t: 'eventDrawn', token: 'secretDoors' }),
      ev(4, { t: 'eventDrawn', token: 'lightningStrike' }),
      ev(5, { t: 'eventTokenDrawn', seat: 1 }),
      ev(6, { t: 'gameOver', winner: 'cultists', reason: 'kills' }),
    ];
    for (const e of log) {
      const ms = momentsFor({ log: [e], seen: 0, phase: STILL, roles: null });
      const hook = cuesFor([e], 0, STILL, { team: null });
      for (const m of ms) assert.ok(stageCue(m) === null || hook.length === 0, `${e.t} sounds once`);
    }
    assert.equal(stageCue(EVERY[4]!), 'card');
  });
});
