/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { CLAIM_REASON_CODES, viewFor } from '@among-cultists/engine';
import i18next from 'i18next';
import { EndPanel } from '../src/components/EndPanel.tsx';
import { makeNames, seatName } from '../src/game/names.ts';
import { recordLobby } from '../src/replay/lobby.ts';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { badgeText, mismatchText } from '../src/replay/badgeText.ts';
import { DealBadge } from '../src/replay/DealBadge.tsx';
import { OpenRecord } from '../src/replay/OpenRecord.tsx';
import { ReplayScreen } from '../src/replay/ReplayScreen.tsx';
import { replayDe } from '../src/replay/text/de.ts';
import { replayEn } from '../src/replay/text/en.ts';
import { replayEs } from '../src/replay/text/es.ts';
import { replayFr } from '../src/replay/text/fr.ts';
import { loadReplayText, replayT } from '../src/replay/text/index.ts';
import { replayIt } from '../src/replay/text/it.ts';
import { replayNl } from '../src/replay/text/nl.ts';
import { stepOfEntry } from '../src/replay/marks.ts';
import { buildTimeline, type Timeline } from '../src/replay/timeline.ts';
import { reasonsText } from '../src/replay/words.ts';
import type { DealCheck, Mismatch } from '../src/replay/verify.ts';
import { englishT, flatten, lobbyFor, placeholders } from './helpers.ts';
import { recordedGame, serverRecord } from './replay-game.ts';

const CODES = Object.keys(LANGUAGES) as Language[];
/** A key of the replay's texts left untranslated shows as itself. */
const RAW_KEY = /\b(?:badge|nav|lens|truth|moments|shortcuts|chat|share|open|error)\.[a-zA-Z]/;

before(async () => {
  await englishT();
  for (const code of CODES) await loadReplayText(code);
});

const game = recordedGame(7, 17);
const record = serverRecord(game);
/** A seat as the replay names it, in the language of the moment. */
const who = (seat: number) => seatName(i18next.t, recordLobby(record, record.seats.length, null), seat);
const built = buildTimeline(record.options, record.actions);
assert.ok(built.ok);
const timeline: Timeline = built.timeline;
const verified: DealCheck = { status: 'verified', commitment: record.commitment!, actions: timeline.last };
/** The same record, as if the server had ended it abandoned (every player left). */
const abandonedCheck: DealCheck = {
  ...verified,
  status: 'verified',
  commitment: record.commitment!,
  abandoned: true,
};

describe('the replay’s texts', () => {
  const english = flatten(replayEn);
  const others = { de: replayDe, fr: replayFr, es: replayEs, it: replayIt, nl: replayNl };
  for (const [code, texts] of Object.entries(others)) {
    it(`${code} has every English key, no other, each non-empty with the same placeholders`, () => {
      const own = flatten(texts);
      assert.deepEqual([...own.keys()].sort(), [...english.keys()].sort());
      for (const [key, text] of english) {
        assert.ok(own.get(key)!.trim().length > 0, `${code}: ${key} is empty`);
        assert.deepEqual(placeholders(own.get(key)!), placeholders(text), `${code}: ${key}`);
      }
    });
  }
  it('French puts a narrow no-break space before : ; ! ?', () => {
    for (const [key, text] of flatten(replayFr)) assert.doesNotMatch(text, /[ \u00a0][:;!?]/, key);
  });
  // One wording of the claims checker's reasons, the game's (the notes' texts): a second one drifts apart.
  it('word every reason of the claims checker as the game does, in every language, and keep none of their own', async () => {
    const own = { en: replayEn, ...others };
    for (const code of CODES) {
      await i18next.changeLanguage(code);
      const names = makeNames(i18next.t, null, timeline.final.config.board.layout);
      const reasons: Readonly<Record<string, string>> = LANGUAGES[code].notes.claim.reason;
      const replayTexts = flatten(own[code]);
      const values = new Set(replayTexts.values());
      for (const reason of CLAIM_REASON_CODES) {
        assert.equal(reasonsText([{ code: reason }], names), reasons[reason], `${code}: ${reason}`);
        assert.ok(!values.has(reasons[reason]!), `${code}: ${reason} is worded in the replay's texts too`);
        const kept = [...replayTexts.keys()].filter((key) => key.split('.').at(-1) === reason);
        assert.deepEqual(kept, [], `${code}: the replay's texts word ${reason} again`);
      }
    }
    await i18next.changeLanguage('en');
  });
});

function screen(
  step: number,
  lens: 'truth' | 'spectator' | number,
  check: DealCheck | null = verified,
): string {
  return renderToStaticMarkup(
    <ReplayScreen
      record={record}
      timeline={timeline}
      check={check}
      digest={'f'.repeat(64)}
      rt={replayT}
      initialStep={step}
      initialLens={lens}
    />,
  );
}

describe('the replay page', () => {
  it('renders at the start, in the middle and at the end through every lens, in every language, with no key or placeholder left', async () => {
    const steps = [0, Math.floor(timeline.last / 2), timeline.last];
    const lenses = ['truth', 'spectator', 0, 3] as const;
    // Every step with every lens, spread over the languages (each language renders a few of them).
    const cases = steps.flatMap((step) => lenses.map((lens) => [step, lens] as const));
    for (const [n, code] of CODES.entries()) {
      await i18next.changeLanguage(code);
      for (const [step, lens] of cases.filter((_, i) => i % CODES.length === n)) {
        const html = screen(step, lens);
        const where = `${code}, step ${step}, lens ${lens}`;
        assert.ok(!html.includes('{{'), `${where}: placeholder`);
        assert.doesNotMatch(html, RAW_KEY, where);
        assert.ok(!/undefined|\[object|NaN/.test(html), `${where}: bad text`);
        assert.ok(html.includes(`data-step="${step}"`), where);
        assert.ok(html.includes(`data-final="${'f'.repeat(64)}"`), where);
        assert.ok(html.includes(replayT('badge.verified')), `${where}: the badge`);
        assert.ok(html.includes(`max="${timeline.last}"`), `${where}: the track`);
        for (const move of ['first', 'prevRound', 'prev', 'next', 'nextRound', 'last'])
          assert.ok(html.includes(`data-move="${move}"`), `${where}: ${move}`);
      }
    }
    await i18next.changeLanguage('en');
  });

  it('the truth lens shows every role and says whose action each step was; a seat’s lens shows neither', () => {
    const step = Math.floor(timeline.last / 2);
    const state = timeline.stateAt(step);
    const truth = screen(step, 'truth');
    assert.ok(truth.includes('class="panel truth-now"'));
    for (const st of state.seats) assert.ok(truth.includes(`>${i18next.t(`role.${st.role}`)} (`), st.role);
    const action = record.actions[step - 1]!;
    assert.ok(truth.includes(`${who(action.seat)}:`), 'who acted');
    for (const seat of [0, 2]) {
      const html = screen(step, seat);
      assert.ok(!html.includes('truth-now'), 'no truth table');
      assert.ok(html.includes(replayT('nav.hidden')));
      // Exactly this seat's private panel: its own seat, no one else's.
      assert.ok(html.includes('class="panel private"'));
      assert.equal(viewFor(state, seat).me?.seat, seat);
    }
    const spectator = screen(step, 'spectator');
    assert.ok(!spectator.includes('class="panel private"'), 'a spectator has no private panel');
    assert.ok(!spectator.includes('truth-now'));
  });

  it('lists, through a seat’s lens, only the moments that seat knew by the step: a murder only its murderer saw is not among them until it is revealed', () => {
    const seq = timeline.final.log.findIndex((e) => e.t === 'cardGivenFace' && e.card === 'dead');
    const given = timeline.final.log[seq]!;
    assert.ok(given.t === 'cardGivenFace', 'the game has a Dead card given');
    const step = stepOfEntry(timeline.logEnds, seq);
    const murders = (html: string) => (html.match(/class="moment murder/g) ?? []).length;
    const before = timeline.final.log.slice(0, seq).some((e) => e.t === 'assassinated');
    assert.ok(!before, 'no public murder before it');
    assert.ok(murders(screen(step, 'truth')) > 0, 'the truth shows it');
    assert.equal(murders(screen(step, given.from)), 1, 'its murderer saw it');
    const other = [0, 1, 2, 3, 4, 5, 6].find((s) => s !== given.from && s !== given.to)!;
    const html = screen(step, other);
    assert.equal(murders(html), 0, 'another seat did not');
    assert.equal(murders(screen(step, 'spectator')), 0, 'nor did a spectator');
    assert.ok(html.includes(replayT('moments.sofar', { name: who(other) }).replaceAll("'", '&#x27;')));
    // Through the murderer's eyes, at that step, the death is not known yet (not "never").
    const own = screen(step, given.from);
    const knownNow = timeline.final.log
      .slice(seq, timeline.logEnds[step])
      .some((e) => (e.t === 'deathRevealed' || e.t === 'becameGhost') && e.seat === given.to);
    assert.ok(knownNow || own.includes(replayT('moments.notYetRevealed')));
    assert.ok(!own.includes(replayT('moments.neverRevealed')));
  });

  it('offers no decision: no action button, whatever the lens', () => {
    for (let step = 0; step <= timeline.last; step += 23) {
      for (const lens of [0, 1, 2, 3, 4, 5, 6] as const) {
        if (viewFor(timeline.stateAt(step), lens).legal.length === 0) continue;
        assert.doesNotMatch(screen(step, lens), /data-action=/, `step ${step}, seat ${lens}`);
      }
    }
  });

  it('shows the chat said up to the step, and marks the moments on the track and in their list', () => {
    const start = screen(0, 'truth');
    assert.ok(start.includes('hello before the start'));
    assert.ok(!start.includes('after the third action'));
    assert.ok(screen(3, 'truth').includes('after the third action'));
    const end = screen(timeline.last, 'truth');
    assert.ok(end.includes('after the end'));
    assert.ok(end.includes('class="panel moments"'));
    assert.match(end, /class="tick (murder|revealed|check|seer)"/);
    const result = timeline.final.result!;
    const said = replayT('result', {
      round: result.round,
      winner: i18next.t('end.winner', { team: i18next.t(`team.${result.winner}`) }),
      reason: i18next.t(`victory.${result.reason}`),
    });
    assert.ok(end.includes(said.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')), 'the end, in words');
    assert.ok(!start.includes(said.replaceAll('&', '&amp;').replaceAll("'", '&#x27;')), 'not before it');
  });
  it('a seat’s notebook, kept private in the game, is shown in its lens and the truth’s, not to a spectator', async () => {
    for (const code of CODES) {
      await i18next.changeLanguage(code);
      const title = replayT('notebook.title', { name: who(0) });
      const mine = screen(5, 0);
      assert.ok(mine.includes(title), code);
      assert.ok(mine.includes('Watch Player 2.'), code);
      assert.ok(
        mine.includes(`${who(1)}${i18next.t('app.colon')}${i18next.t('notes.notebook.marks.suspect')}`),
        code,
      );
      assert.ok(screen(5, 'truth').includes(title), code);
      assert.ok(!screen(5, 1).includes('Watch Player 2.'), code);
      assert.ok(!screen(5, 'spectator').includes('Watch Player 2.'), code);
    }
    await i18next.changeLanguage('en');
  });

  it('a claim someone lied about is marked in the chat, on the track and among the moments, with the reason', async () => {
    const seen = timeline.final.log.find((e) => e.t === 'stateSeen');
    assert.ok(seen?.t === 'stateSeen', 'the game has a check');
    const lie = {
      seq: 99,
      seat: seen.seat,
      text: 'I checked them: the other way round',
      at: record.actions.at(-1)!.at! + 1,
      claim: {
        kind: 'checked',
        target: seen.target,
        round: seen.round,
        verdict: seen.dead > 0 ? 'alive' : 'dead',
      },
      round: seen.round,
    } as const;
    const lying = { ...record, chat: [...record.chat, lie] };
    for (const code of CODES) {
      await i18next.changeLanguage(code);
      const html = renderToStaticMarkup(
        <ReplayScreen
          record={lying}
          timeline={timeline}
          check={verified}
          digest={null}
          rt={replayT}
          initialStep={timeline.last}
        />,
      );
      const reason = i18next.t('notes.claim.reason.checkShowedOtherwise').replaceAll("'", '&#x27;');
      assert.ok(html.includes(replayT('chat.contradicted')), code);
      assert.ok(html.includes(reason), `${code}: the reason`);
      assert.ok(html.includes('class="tick lie"'), code);
      assert.ok(html.includes('class="moment lie here"'), `${code}: among the moments, at this step`);
    }
    await i18next.changeLanguage('en');
  });
});

describe('the deal badge', () => {
  const names = () => makeNames(i18next.t, null, timeline.final.config.board.layout);
  const mismatches: Mismatch[] = [
    { code: 'seed' },
    { code: 'commitment', computed: 'a'.repeat(64), published: 'b'.repeat(64) },
    { code: 'board', id: 'elsewhere' },
    { code: 'options', problems: ['players: 3 is not a player count'] },
    { code: 'rejected', index: 4, seat: 2, rejection: { code: 'turn/not-yours', message: 'Not your turn.' } },
    { code: 'unfinished', actions: 12 },
    {
      code: 'differentEnd',
      recorded: { winner: 'cultists', reason: 'time', round: 10 },
      replayed: { winner: 'investigators', reason: 'vpTarget', round: 7 },
    },
    { code: 'differentEnd', recorded: { winner: 'cultists', reason: 'time', round: 10 }, replayed: null },
  ];

  it('says verified, does not match (with the reason) or not verified, in every language', async () => {
    for (const code of CODES) {
      await i18next.changeLanguage(code);
      const checks: (DealCheck | null)[] = [
        null,
        verified,
        abandonedCheck,
        ...mismatches.map((mismatch): DealCheck => ({ status: 'mismatch', mismatch })),
        { status: 'unchecked', reason: 'noCommitment' },
        { status: 'unchecked', reason: 'noCrypto' },
      ];
      for (const check of checks) {
        const html = renderToStaticMarkup(<DealBadge check={check} names={names()} rt={replayT} />);
        const text = badgeText(check, names(), replayT);
        assert.ok(html.includes(`data-deal="${check?.status ?? 'checking'}"`));
        assert.ok(html.includes(text.title), `${code}: ${text.title}`);
        assert.ok(!html.includes('{{') && !RAW_KEY.test(html), `${code}: ${html}`);
      }
      // A game every player left: verified, and the detail says it has no end.
      const abandoned = badgeText(abandonedCheck, names(), replayT);
      assert.notEqual(abandoned.detail, badgeText(verified, names(), replayT).detail, code);
      assert.ok(abandoned.detail?.includes(record.commitment!), code);
      const commitment = mismatchText(mismatches[1]!, names(), replayT);
      assert.ok(commitment.includes('a'.repeat(64)) && commitment.includes('b'.repeat(64)), code);
      assert.ok(
        mismatchText(mismatches[4]!, names(), replayT).includes('5'),
        `${code}: actions count from 1`,
      );
    }
    await i18next.changeLanguage('en');
  });
});

describe('ways into a replay', () => {
  it('the end screen links to the game’s replay, in every language', async () => {
    const view = viewFor(timeline.final, 0);
    const lobby = lobbyFor(view);
    for (const code of CODES) {
      await i18next.changeLanguage(code);
      const html = renderToStaticMarkup(
        <EndPanel
          view={view}
          names={makeNames(i18next.t, lobby, view.board.layout)}
          lobby={lobby}
          log={[]}
        />,
      );
      assert.ok(html.includes(`href="/replay/${lobby.id}"`), code);
      assert.ok(html.includes(`>${LANGUAGES[code].replayEntry.watch}</a>`), code);
    }
    await i18next.changeLanguage('en');
  });

  it('/replay offers a labelled file input for a record', () => {
    const html = renderToStaticMarkup(<OpenRecord rt={replayT} onOpen={() => undefined} />);
    assert.match(html, /<label for="([^"]+)">Record file \(JSON\)<\/label><input id="\1" type="file"/);
    assert.ok(html.includes('accept="application/json,.json"'));
  });
});
