/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { logFor, ROLE_INFO, viewFor, type GameState } from '@among-cultists/engine';
import fc from 'fast-check';
import i18next from 'i18next';
import { EndPanel } from '../src/components/EndPanel.tsx';
import { victoryClaimText } from '../src/components/TruthTimeline.tsx';
import { makeNames } from '../src/game/names.ts';
import { truthTimeline } from '../src/game/truth.ts';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { englishT, lobbyFor, walkGame } from './helpers.ts';

before(async () => {
  await englishT();
});

/** A finished random game (4 to 8 players, some with the AUTOMA). */
function finished(seed: number, players: 4 | 5 | 6 | 7 | 8): GameState {
  return walkGame({ players, seed }, () => false);
}

describe('the timeline of the truth', () => {
  it('tells who was a Cultist, every Dead card given, every death and who saw Dead cards, in log order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom(4, 5, 6, 7, 8 as const),
        (seed, players) => {
          const s = finished(seed, players);
          const log = logFor(s, 'spectator');
          const roles = s.seats.map((st) => st.role);
          const truth = truthTimeline(log, roles);
          const cultists = roles.flatMap((r, seat) => (ROLE_INFO[r].team === 'cultists' ? [seat] : []));
          assert.deepEqual(truth[0], { kind: 'cultists', round: 1, seats: cultists });
          const given = log.flatMap((e) =>
            e.t === 'cardGivenFace' && e.card === 'dead' ? [[e.round, e.from, e.to]] : [],
          );
          assert.deepEqual(
            truth.flatMap((x) => (x.kind === 'deadGiven' ? [[x.round, x.from, x.to]] : [])),
            given,
          );
          const ghosts = s.seats.flatMap((st, seat) => (st.alive ? [] : [seat]));
          assert.deepEqual(
            truth.flatMap((x) => (x.kind === 'died' ? [x.seat] : [])).sort(),
            [...ghosts].sort(),
            'every Ghost died once',
          );
          for (const x of truth) if (x.kind === 'knew') assert.ok(x.dead > 0);
          // The sentence about who started dead counts the Cultists who saw it (one or two).
          for (const x of truth) if (x.kind === 'deadFromStart') assert.equal(x.cultists, cultists.length);
          const rounds = truth.map((x) => x.round);
          assert.deepEqual(
            rounds,
            [...rounds].sort((a, b) => a - b),
            'in the order things happened',
          );
        },
      ),
      { numRuns: 12 },
    );
  });

  it('holds no secret before the end: a spectator’s log mid-game tells no Cultist and no Dead card given', () => {
    walkGame({ players: 6, seed: 77 }, (s) => {
      if (s.phase.kind === 'over') return false;
      const truth = truthTimeline(
        logFor(s, 'spectator'),
        s.seats.map(() => 'investigator' as const),
      );
      assert.deepEqual(
        truth.filter((x) => x.kind === 'cultists' || x.kind === 'deadGiven' || x.kind === 'knew'),
        [],
      );
      return false;
    });
  });

  it('the end screen says whether you won, and the Seer guess as who named whom, in every language', async () => {
    // Games until one ended with a Seer guess (the Investigators reached their target).
    let s: GameState | null = null;
    for (let seed = 1; seed < 400 && !s; seed++) {
      const game = finished(seed, 5);
      if (game.log.some((e) => e.t === 'seerGuessed')) s = game;
    }
    assert.ok(s, 'a game with a Seer guess');
    const guess = s.log.find((e) => e.t === 'seerGuessed');
    assert.ok(guess?.t === 'seerGuessed');
    for (const code of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(code);
      for (const seat of [0, 1, 2, 3, 4]) {
        const view = viewFor(s, seat);
        const lobby = lobbyFor(view);
        const names = makeNames(i18next.t, lobby, view.board.layout);
        const html = renderToStaticMarkup(
          <EndPanel view={view} names={names} lobby={lobby} log={logFor(s, seat)} />,
        );
        assert.ok(!html.includes('{{') && !/undefined|\[object/.test(html), `${code}: ${html.slice(0, 200)}`);
        const won = view.me!.team === view.result!.winner;
        assert.ok(html.includes(i18next.t(won ? 'again.you.won' : 'again.you.lost')), code);
        const named = i18next.t(guess.seer === guess.guess ? 'again.seer.named' : 'again.seer.missed', {
          by: names.seat(guess.by),
          guess: names.seat(guess.guess),
          seer: guess.seer === null ? '' : names.seat(guess.seer),
        });
        assert.ok(html.includes(named.replace(/'/g, '&#x27;')), `${code}: ${named}`);
      }
    }
    await i18next.changeLanguage('en');
  });

  it('CLEAN-01 the end screen and the timeline say in words whose claim of victory it was and who was dead', async () => {
    // Games until one ended on the sole Cultist's claim (random play claims now and then, right or wrong).
    const ended = new Map<string, GameState>();
    for (let seed = 1; seed < 600 && ended.size < 2; seed++) {
      const game = finished(seed, 5);
      const reason = game.result?.reason ?? null;
      if ((reason === 'claim' || reason === 'failedClaim') && !ended.has(reason)) ended.set(reason, game);
    }
    assert.ok(ended.size >= 1, 'a game ended on a claim');
    for (const [reason, s] of ended) {
      const claimed = s.log.find((e) => e.t === 'claimed');
      const checked = s.log.find((e) => e.t === 'claimChecked');
      assert.ok(claimed?.t === 'claimed' && checked?.t === 'claimChecked');
      for (const code of Object.keys(LANGUAGES) as Language[]) {
        await i18next.changeLanguage(code);
        const view = viewFor(s, 0);
        const lobby = lobbyFor(view);
        const names = makeNames(i18next.t, lobby, view.board.layout);
        const html = renderToStaticMarkup(
          <EndPanel view={view} names={names} lobby={lobby} log={logFor(s, 0)} />,
        );
        const said: string = victoryClaimText(
          { by: claimed.seat, dead: checked.deadInvestigators, needed: checked.needed },
          names,
        ).replace(/'/g, '&#x27;');
        assert.equal(
          html.split(said).length - 1,
          2,
          `${code} ${reason}: under the reason and in the timeline: ${said}`,
        );
        assert.ok(said.startsWith(names.seat(claimed.seat).replace(/'/g, '&#x27;')), said);
        for (const dead of checked.deadInvestigators)
          assert.ok(said.includes(names.seat(dead).replace(/'/g, '&#x27;')), said);
        assert.ok(said.includes(String(checked.needed)), said);
      }
    }
    await i18next.changeLanguage('en');
    const t = i18next.getFixedT('en');
    assert.equal(
      t('again.truth.claimShort', { by: 'Marek', dead: 'Nadia', needed: 3, count: 1 }),
      'Marek, the Cultist, claimed victory, but only Nadia was dead (3 needed).',
    );
  });

  it('says "the Cultist" with one Cultist and "the Cultists" with two', () => {
    const t = i18next.getFixedT('en');
    assert.match(t('again.truth.deadFromStart', { seats: 'Bea', count: 1 }), /the Cultist saw it/);
    assert.match(t('again.truth.deadFromStart', { seats: 'Bea', count: 2 }), /the Cultists saw it/);
  });
});
