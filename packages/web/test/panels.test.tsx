/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  ACTION_TYPES,
  ROLE_INFO,
  createGame,
  logFor,
  viewFor,
  type Action,
  type GameState,
  type PlayerView,
} from '@among-cultists/engine';
import i18next from 'i18next';
import { EncounterPanel } from '../src/components/EncounterPanel.tsx';
import { HelpPanel } from '../src/components/HelpPanel.tsx';
import { NIGHT_STEP_MS, NightPanel, NightSecret, nightStep } from '../src/components/NightPanel.tsx';
import { StatusBar } from '../src/components/StatusBar.tsx';
import { VotePanel } from '../src/components/VotePanel.tsx';
import { makeNames, type Names } from '../src/game/names.ts';
import { PHASE_KINDS } from '../src/game/phase.ts';
import { loadProfessionsTexts, PROFESSIONS_TEXT } from '../src/i18n/professions/index.ts';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { elementsOf, englishT, lobbyFor, playGame, walkGame } from './helpers.ts';
import { seedOf } from '@among-cultists/engine/testing';
import { ActionPanel } from '../src/components/ActionPanel.tsx';
import { en } from '../src/i18n/en.ts';
import { GameConnection } from '../src/net/connection.ts';
import { GameScreen } from '../src/screens/GameScreen.tsx';

before(async () => {
  await englishT();
});

const noop = () => undefined;
const namesFor = (view: PlayerView): Names => makeNames(i18next.t, null, view.board.layout);

/** The `data-action` of every button in some markup, as the actions they carry. */
function offered(html: string): string[] {
  return [...html.matchAll(/data-action="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&quot;', '"')).sort();
}
const asJson = (actions: readonly Action[]) => actions.map((a) => JSON.stringify(a)).sort();

function votePanel(s: GameState, seat: number | 'spectator'): string {
  const view = viewFor(s, seat);
  return renderToStaticMarkup(
    <VotePanel view={view} log={logFor(s, seat)} names={namesFor(view)} deadline={null} onAct={noop} />,
  );
}

describe('vote panel', () => {
  it('offers a seat its ballots and never tells who has voted', () => {
    let ballotStages = 0;
    let revealed = 0;
    for (let seed = 1; seed < 40 && (ballotStages < 3 || revealed < 1); seed++) {
      // The markup each seat saw when the sealed ballots began; it must not change while others vote.
      let first: Map<number, string> | null = null;
      walkGame({ players: 8, seed }, (s) => {
        const p = s.phase;
        if (p.kind !== 'vote' || p.stage !== 'ballot') {
          if (first && p.kind !== 'vote') revealed += 1;
          first = null;
          return;
        }
        if (!first) {
          first = new Map();
          ballotStages += 1;
        }
        for (let seat = 0; seat < s.seats.length; seat++) {
          const view = viewFor(s, seat);
          const html = votePanel(s, seat);
          const ballots = view.legal.filter((a) => a.type === 'ballot');
          assert.deepEqual(offered(html), asJson(ballots), 'exactly the legal ballots');
          if (view.me?.ballot?.cast === true) {
            assert.ok(html.includes('Your sealed ballot'));
            continue;
          }
          // Not cast: the same markup whoever else has voted meanwhile.
          const seen: string | undefined = first.get(seat);
          if (seen === undefined) first.set(seat, html);
          else assert.equal(html, seen, `seat ${seat} can tell that others have voted`);
          assert.ok(!html.includes('Who pointed at whom'), 'nothing revealed before all have voted');
        }
        const watcher = votePanel(s, 'spectator');
        assert.equal(offered(watcher).length, 0);
      });
    }
    assert.ok(ballotStages >= 3, `votes seen: ${ballotStages}`);
    assert.ok(revealed >= 1);
  });

  it('shows the reveal and the result once counted, to everyone alike', () => {
    let results = 0;
    for (let seed = 1; seed < 40 && results < 2; seed++) {
      let voting = false;
      walkGame({ players: 7, seed }, (s) => {
        if (s.phase.kind === 'vote') {
          voting = true;
          return;
        }
        if (!voting) return;
        voting = false;
        results += 1;
        const spectator = votePanel(s, 'spectator');
        assert.ok(spectator.includes('Result of the Vote'), spectator);
        assert.ok(spectator.includes('Who pointed at whom'));
        assert.ok(/is eliminated|Nobody is eliminated/.test(spectator));
        for (let seat = 0; seat < s.seats.length; seat++) assert.equal(votePanel(s, seat), spectator);
      });
    }
    assert.ok(results >= 2);
  });
  it('VOTE-02 a murder Vote names who revealed whose murder, alike for every seat (issue 27)', () => {
    let seen = 0;
    for (let seed = 1; seed < 80 && seen < 2; seed++) {
      walkGame({ players: 6, seed }, (s) => {
        const p = s.phase;
        if (p.kind !== 'vote' || p.reason !== 'murder' || p.stage !== 'discussion') return;
        const log = logFor(s, 'spectator');
        const voteAt = log.findLastIndex((e) => e.t === 'voteStarted');
        const reveal = log.slice(0, voteAt).findLast((e) => e.t === 'deathRevealed');
        if (reveal?.t !== 'deathRevealed') return;
        const names = namesFor(viewFor(s, 'spectator'));
        const expected = `${names.seat(reveal.by)} revealed that ${names.seat(reveal.seat)} was murdered: a Vote must be held.`;
        const spectator = votePanel(s, 'spectator');
        assert.ok(spectator.includes(expected), spectator);
        for (let seat = 0; seat < s.seats.length; seat++) assert.ok(votePanel(s, seat).includes(expected));
        seen += 1;
        return true;
      });
    }
    assert.ok(seen >= 2, `murder Votes seen: ${seen}`);
  });
  it('lets the Knife holder alone keep or change a ballot after the reveal (5-6 players)', () => {
    let seen = 0;
    for (let seed = 1; seed < 60 && seen < 2; seed++) {
      walkGame({ players: 6, seed }, (s) => {
        const p = s.phase;
        if (p.kind !== 'vote' || p.stage !== 'knife') return;
        seen += 1;
        for (let seat = 0; seat < s.seats.length; seat++) {
          const view = viewFor(s, seat);
          const html = votePanel(s, seat);
          assert.ok(html.includes('Who pointed at whom'), 'the ballots are revealed');
          assert.deepEqual(offered(html), asJson(view.legal));
          if (seat === s.knife) assert.ok(view.legal.some((a) => a.type === 'keepBallot'));
          else assert.equal(view.legal.length, 0);
        }
        return true;
      });
    }
    assert.ok(seen >= 1, 'a Knife privilege was seen');
  });
});

describe('encounter panel', () => {
  it('offers exactly the legal giveCard and chooseRecipient actions', () => {
    const kinds = new Set<string>();
    for (let seed = 1; seed < 40 && kinds.size < 2; seed++) {
      walkGame({ players: 8, seed }, (s) => {
        const p = s.phase;
        if (p.kind !== 'encounter') return;
        for (let seat = 0; seat < s.seats.length; seat++) {
          const view = viewFor(s, seat);
          const html = renderToStaticMarkup(
            <EncounterPanel view={view} names={namesFor(view)} onAct={noop} />,
          );
          const legal = view.legal.filter((a) => a.type === 'giveCard' || a.type === 'chooseRecipient');
          assert.deepEqual(legal, view.legal, 'an encounter asks nothing else');
          assert.deepEqual(offered(html), asJson(legal));
          for (const a of legal) kinds.add(a.type);
          if (!p.participants.includes(seat)) assert.ok(html.includes('You are not in this Encounter'));
          // Another participant's chosen card is never shown.
          if (view.me?.encounterCard == null) assert.ok(!html.includes('You give a'));
        }
      });
    }
    assert.deepEqual([...kinds].sort(), ['chooseRecipient', 'giveCard']);
  });
});

describe('night panel', () => {
  /** The panel without the seat's secret box. */
  const publicPart = (html: string) => html.replace(/<div class="night-secret">.*?<\/div>/, '');

  for (const players of [5, 7, 8] as const) {
    it(`shows a Cultist, the Seer and an Investigator the same ritual at ${players} players`, async () => {
      for (const code of Object.keys(LANGUAGES) as Language[]) {
        await i18next.changeLanguage(code);
        const specialRoles = players === 7 ? [] : (['seer'] as const);
        const s = walkGame(
          { players, seed: 3, roleSet: undefined, specialRoles: [...specialRoles] },
          () => true,
        );
        assert.equal(s.phase.kind, 'night');
        const render = (seat: number) => {
          const view = viewFor(s, seat);
          return renderToStaticMarkup(<NightPanel view={view} names={namesFor(view)} onAct={noop} />);
        };
        const roleSeat = (test: (role: string) => boolean) => s.seats.findIndex((st) => test(st.role));
        const cultist = roleSeat((r) => ROLE_INFO[r as 'cultist'].team === 'cultists');
        const investigator = roleSeat((r) => r === 'investigator');
        const seats = [cultist, investigator];
        if (players !== 7) seats.push(roleSeat((r) => r === 'seer'));
        assert.ok(
          seats.every((seat) => seat >= 0),
          JSON.stringify(s.seats.map((st) => st.role)),
        );
        const [reference, ...others] = seats.map(render);
        assert.ok(reference!.includes('data-action="{&quot;type&quot;:&quot;ready&quot;}"'));
        assert.ok(reference!.includes('class="night-secret"'));
        for (const html of others) assert.equal(publicPart(html), publicPart(reference!));
        // Closed until tapped: even the secret box is the same for all.
        for (const html of others) assert.equal(html, reference);
        assert.ok(!reference!.includes('{{'));
        // Once tapped, the box holds what the NIGHT rules show that seat, and nothing for the others.
        const opened = (seat: number) => {
          const view = viewFor(s, seat);
          return renderToStaticMarkup(<NightSecret view={view} names={namesFor(view)} defaultOpen />);
        };
        const cultistNames = s.seats.flatMap((st, i) =>
          ROLE_INFO[st.role].team === 'cultists' ? [namesFor(viewFor(s, 0)).seat(i)] : [],
        );
        for (const name of cultistNames) assert.ok(opened(cultist).includes(name));
        assert.ok(opened(investigator).includes(i18next.t('night.sawNothing')));
        if (players !== 7) for (const name of cultistNames) assert.ok(opened(seats[2]!).includes(name));
      }
      await i18next.changeLanguage('en');
    });
  }
});

describe('explanations and help', () => {
  it('every action type has a one-line explanation in every language', async () => {
    for (const [code, messages] of Object.entries(LANGUAGES)) {
      const professions = await PROFESSIONS_TEXT[code as Language]();
      for (const type of ACTION_TYPES) {
        // The Elevator actions are explained in the Mountains of Chaos module (game/mountains.ts: explainText).
        const text =
          (messages.explain as Record<string, string | undefined>)[type] ??
          (messages.mountains.explain as Record<string, string | undefined>)[type] ??
          // The Professions' actions are explained in their module (game/professions.ts: professionExplain).
          (professions.explain as Record<string, string | undefined>)[type];
        assert.ok(text !== undefined && text.trim().length > 0, `${code}: explain.${type}`);
      }
    }
  });

  it('the help panel has rules for every phase kind and the glossary, in every language', async () => {
    for (const code of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(code);
      // The Professions module's phases are explained in its texts, loaded with it.
      await loadProfessionsTexts(code);
      const professions = await PROFESSIONS_TEXT[code]();
      for (const kind of PHASE_KINDS) {
        const text = (
          { ...LANGUAGES[code].help.phase, ...professions.helpPhase } as Record<string, string | undefined>
        )[kind];
        assert.ok(text !== undefined && text.trim().length > 0, `${code}: help.phase.${kind}`);
        const html = renderToStaticMarkup(<HelpPanel phase={kind} />);
        assert.ok(html.includes(text), `${code} ${kind}`);
        assert.ok(!html.includes('{{') && !html.includes('>help.'), `${code} ${kind}: ${html}`);
        assert.ok(html.includes(LANGUAGES[code].help.terms.pulseDeck.term));
      }
    }
    await i18next.changeLanguage('en');
  });
});

describe('status bar', () => {
  it('names nobody as deciding once the game is over', () => {
    const s = walkGame({ players: 5, seed: 4 }, () => undefined);
    assert.equal(s.phase.kind, 'over');
    for (const viewer of [0, 'spectator'] as const) {
      const view = viewFor(s, viewer);
      const html = renderToStaticMarkup(<StatusBar view={view} names={namesFor(view)} deadline={null} />);
      assert.ok(!html.includes('Everyone decides'), html);
      assert.ok(!html.includes('Your turn') && !html.includes('to play'));
    }
  });
});

describe('night ritual pace', () => {
  it('every screen shows the step the time since the Night Phase began says, whenever it opened', () => {
    assert.equal(nightStep(0, 5), 0);
    assert.equal(nightStep(NIGHT_STEP_MS - 1, 5), 0);
    assert.equal(nightStep(NIGHT_STEP_MS, 5), 1);
    assert.equal(nightStep(60 * NIGHT_STEP_MS, 5), 4, 'stays on the last step');
    assert.equal(nightStep(-500, 5), 0, 'a clock a little behind the server shows the first step');
  });
});

describe('vote result placement (bug 8)', () => {
  it('a past Vote’s result is shown by the result panel only, never by the panel above the actions', () => {
    let seen = 0;
    for (let seed = 1; seed < 30 && seen < 2; seed++) {
      playGame(6, seed, (view, s) => {
        if (view.viewer === 'spectator' || view.phase.kind === 'vote' || view.phase.kind === 'over') return;
        const log = logFor(s, view.viewer);
        const render = (show: 'vote' | 'result') =>
          renderToStaticMarkup(
            <VotePanel
              view={view}
              log={log}
              names={namesFor(view)}
              deadline={null}
              onAct={noop}
              show={show}
            />,
          );
        const result = render('result');
        if (result === '') return;
        assert.ok(result.includes(en.vote.resultTitle));
        assert.equal(render('vote'), '', 'nothing above the actions');
        seen++;
      });
    }
    assert.ok(seen >= 2, `a past result was met ${seen} times`);
  });

  it('the game screen puts the Vote under way above the actions and a past result below them', () => {
    const connection = new GameConnection('TESTGAME', null, { url: 'ws://unused/ws' });
    const created = createGame({ players: 5, seed: seedOf(2) });
    assert.ok(created.ok);
    const view = viewFor(created.state, 0);
    const lobby = lobbyFor(view);
    const snapshot = { ...connection.getSnapshot(), view, version: 1, seat: 0 };
    const order = elementsOf(() => GameScreen({ connection, snapshot, lobby }))
      .filter((e) => e.type === VotePanel || e.type === ActionPanel)
      .map((e) => (e.type === ActionPanel ? 'actions' : String(e.props['show'])));
    assert.deepEqual(order, ['vote', 'actions', 'result']);
  });
});
