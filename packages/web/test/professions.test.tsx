/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  apply,
  buildPosition,
  legalActions,
  logFor,
  MOUNTAINS_BOARD,
  PROFESSIONS,
  viewFor,
  type Action,
  type PlayerView,
  type ViewedEvent,
} from '@among-cultists/engine';
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { loadProfessionsTexts, PROFESSIONS_TEXT } from '../src/i18n/professions/index.ts';
import { actionLabel } from '../src/game/actionLabel.ts';
import { eventText } from '../src/game/eventText.ts';
import { makeNames } from '../src/game/names.ts';
import { GameConnection, type GameSnapshot } from '../src/net/connection.ts';
import { GameScreen } from '../src/screens/GameScreen.tsx';
import { Landing } from '../src/screens/Landing.tsx';
import { LobbySettings } from '../src/components/LobbySettings.tsx';
import { NightPanel } from '../src/components/NightPanel.tsx';
import {
  MayorPanel,
  pairChoices,
  ProfessionsPanel,
  ProfessionActions,
} from '../src/components/Professions.tsx';
import { elementsOf, englishT, lobbyFor, walkGame, type ElementProps } from './helpers.ts';

let t: TFunction;
before(async () => {
  t = await englishT();
});

const ROLES = [
  'cultist',
  'cultist',
  'investigator',
  'investigator',
  'investigator',
  'investigator',
  'investigator',
];

/** A 7-player position with the Professions module (the Informant is seat 3 unless told). */
function position(extra: Record<string, unknown>) {
  const built = buildPosition({
    players: 7,
    roles: [...ROLES],
    ruleset: { professions: true },
    ...extra,
    professions: { informant: 3, ...(extra.professions as object) },
  } as Parameters<typeof buildPosition>[0]);
  if (!built.ok) return assert.fail(JSON.stringify(built.problems));
  return built.state;
}

function screen(view: PlayerView, log: readonly ViewedEvent[] = []): string {
  const connection = new GameConnection('TESTGAME', null, { url: 'ws://unused/ws' });
  const snapshot: GameSnapshot = {
    ...connection.getSnapshot(),
    link: 'open',
    view,
    log: [...log],
    version: 1,
    seat: view.me?.seat ?? null,
  };
  return renderToStaticMarkup(
    <GameScreen connection={connection} snapshot={snapshot} lobby={lobbyFor(view)} />,
  );
}

function landingFor(settings: { players: number; automa: boolean }): string {
  const storage = {
    getItem: (k: string) => (k === 'ac.remembered' ? JSON.stringify(settings) : null),
    setItem: () => undefined,
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  try {
    return renderToStaticMarkup(<Landing />);
  } finally {
    Reflect.deleteProperty(globalThis, 'localStorage');
  }
}

/** Seat 4 as the game screen names it: lobbyFor seats a bot there with Character 3 (index 2). */
const SEAT_4 = '3 · Miss Inês Carvalho (bot)';

const names = () => makeNames(t, null, MOUNTAINS_BOARD.layouts.values().next().value!);
const text = (node: ElementProps['children']) => renderToStaticMarkup(<>{node}</>);

describe('the Professions option on the landing page', () => {
  it('PROF-GEN-01 the checkbox is offered at 7, 8 and 6 with the AUTOMA, and disabled with the reason below 2 Cultists', () => {
    const box = /<input type="checkbox"([^>]*name="professions"[^>]*)\/>/;
    for (const settings of [
      { players: 7, automa: false },
      { players: 8, automa: false },
      { players: 6, automa: true },
    ]) {
      const html = landingFor(settings);
      assert.ok(!box.exec(html)![1]!.includes('disabled'), JSON.stringify(settings));
      assert.ok(html.includes(t('professions.landing.needsCultists')), JSON.stringify(settings));
    }
    for (const settings of [
      { players: 5, automa: false },
      { players: 6, automa: false },
      { players: 4, automa: true },
    ]) {
      const html = landingFor(settings);
      const attrs = box.exec(html)![1]!;
      assert.ok(attrs.includes('disabled'), JSON.stringify(settings));
      const hintId = /aria-describedby="([^"]*-professions-hint)"/.exec(attrs)![1]!;
      assert.ok(
        html.includes(`id="${hintId}">${t('professions.landing.needsCultists')}`),
        'the hint says why',
      );
      assert.ok(html.includes(t('professions.landing.needsCultists')), JSON.stringify(settings));
    }
  });

  it('PROF-GEN-01 the lobby names the module among the settings, only when it is in play', () => {
    const view = viewFor(position({}), 0);
    const lobby = lobbyFor(view);
    const settings = { roleSet: null, specialRoles: [], automa: false, timers: {}, board: 'mountains' };
    const withIt = renderToStaticMarkup(
      <LobbySettings lobby={{ ...lobby, settings: { ...settings, professions: true } }} />,
    );
    const without = renderToStaticMarkup(<LobbySettings lobby={{ ...lobby, settings }} />);
    assert.ok(withIt.includes(`<dt>Professions</dt><dd>${t('again.lobby.yes')}</dd>`));
    assert.ok(!without.includes('<dt>Professions</dt>'));
  });
});

describe('the Profession token in the game screen', () => {
  it('PROF-GEN-02 the face-down token lies beside the map; the same screen for the Informant and the others, secret behind one button', () => {
    const s = position({});
    const informant = screen(viewFor(s, 3));
    const other = screen(viewFor(s, 4));
    for (const html of [informant, other, screen(viewFor(s, 'spectator'))]) {
      assert.ok(html.includes(t('professions.token.faceDown')));
      assert.ok(!html.includes(t('professions.mine.informant')), 'the token is covered until tapped');
      assert.ok(
        !/\b(Mayor|Exorcist|Profiler|Saboteur)\b|Detective\b(?!-Support)/.test(html),
        'the face-down token is not named',
      );
    }
    assert.ok(!screen(viewFor(s, 'spectator')).includes(t('professions.mine.title')), 'a spectator has none');
    // What the covered box holds (PROF-GEN-03): only the seat's own token.
    const secretOf = (seat: number) => {
      const toggle = elementsOf(() => ProfessionsPanel({ view: viewFor(s, seat), names: names() })).find(
        (e) => e.props.className === 'role',
      );
      return text(toggle!.props.children);
    };
    assert.ok(secretOf(3).includes(t('professions.mine.informant')));
    assert.ok(secretOf(4).includes(t('professions.mine.notInformant')));
    assert.ok(secretOf(0).includes(t('professions.mine.notInformant')), 'a Cultist holds Not an Informant');
  });

  it('PROF-GEN-04 PROF-GEN-05 a held Profession is public by the holder’s seat; a lost one says so', () => {
    for (const profession of PROFESSIONS) {
      const held = screen(viewFor(position({ professions: { profession, holder: 4 } }), 'spectator'));
      const name = t(`professions.name.${profession}`);
      assert.ok(held.includes(t('professions.token.held', { seat: SEAT_4, profession: name })), profession);
      assert.ok(held.includes(t('professions.token.badge', { profession: name })), profession);
      assert.ok(held.includes(t(`professions.power.${profession}`)), profession);
    }
    const lost = position({
      professions: { profession: 'mayor', holder: 4, lost: true },
      seats: [{}, {}, {}, {}, { alive: false }, {}, {}],
    });
    const html = screen(viewFor(lost, 0));
    assert.ok(html.includes(t('professions.token.lost', { profession: 'Mayor', seat: SEAT_4 })));
    assert.ok(html.includes(t('professions.token.badgeLost', { profession: 'Mayor' })));
  });

  it('PROF-DETECTIVE-02 the Detective alone knows the Informant, behind the button every seat has', () => {
    const s = position({ professions: { profession: 'detective', holder: 2 } });
    const secret = (seat: number) =>
      text(
        elementsOf(() => ProfessionsPanel({ view: viewFor(s, seat), names: names() })).find(
          (e) => e.props.className === 'role',
        )!.props.children,
      );
    assert.ok(secret(2).includes(t('professions.mine.knownInformant', { seat: 'Seat 4' })));
    for (const seat of [0, 1, 3, 4, 5, 6]) assert.ok(!secret(seat).includes('Seat 4'), `seat ${seat}`);
  });

  it('PROF-PROFILER-01 the Profiler’s look at a Pulse deck is listed in order, top card first', () => {
    const view = viewFor(position({ professions: { profession: 'profiler', holder: 2 } }), 2);
    const me = view.me!;
    const seen: PlayerView = {
      ...view,
      me: {
        ...me,
        professions: { ...me.professions!, pulseOrder: { target: 5, cards: ['dead', 'alive', 'alive'] } },
      },
    };
    const html = renderToStaticMarkup(<ProfessionsPanel view={seen} names={names()} />);
    assert.ok(html.includes(t('professions.mine.pulseOrder', { seat: 'Seat 6' })));
    // Each card is drawn beside its word (src/art/): the drawing's place is left aside here.
    assert.match(
      html.replaceAll(/<span class="art-slot"[^>]*><\/span> /g, ''),
      /<ol[^>]*><li class="card dead">Dead<\/li><li class="card alive">Alive<\/li><li class="card alive">Alive<\/li><\/ol>/,
    );
  });
});

describe('the Detective’s short night', () => {
  it('PROF-DETECTIVE-02 every seat’s screen shows the same steps and the same button: nobody can tell the Detective', () => {
    const s = position({
      professions: { profession: 'detective', holder: 2 },
      phase: { kind: 'detectiveNight' },
    });
    const since = Date.now();
    const night = (seat: number) =>
      renderToStaticMarkup(
        <NightPanel view={viewFor(s, seat)} names={names()} onAct={() => undefined} since={since} />,
      );
    const detective = night(2);
    assert.ok(detective.includes(t('professions.night.title')));
    for (const step of ['close', 'turn', 'detective', 'cover', 'open'] as const)
      assert.ok(detective.includes(t(`professions.night.${step}`)), step);
    for (const seat of [0, 1, 3, 4, 5, 6]) assert.equal(night(seat), detective, `seat ${seat}`);
    assert.ok(detective.includes('data-action="{&quot;type&quot;:&quot;ready&quot;}"'));
  });
});

describe('the Mayor’s decision', () => {
  it('PROF-MAYOR-01 the Mayor chooses one of the tied or nobody; everyone else sees who decides between whom', () => {
    const s = position({
      professions: { profession: 'mayor', holder: 3 },
      phase: { kind: 'mayorDecision', initiator: 2, tied: [4, 5] },
    });
    const mayor = renderToStaticMarkup(
      <MayorPanel view={viewFor(s, 3)} names={names()} onAct={() => undefined} />,
    );
    for (const label of ['Eliminate nobody', 'Eliminate Seat 5', 'Eliminate Seat 6'])
      assert.ok(mayor.includes(label), label);
    assert.ok(mayor.includes(t('professions.mayor.you', { tied: 'Seat 5, Seat 6' })));
    const other = renderToStaticMarkup(
      <MayorPanel view={viewFor(s, 0)} names={names()} onAct={() => undefined} />,
    );
    assert.ok(other.includes(t('professions.mayor.other', { tied: 'Seat 5, Seat 6', mayor: 'Seat 4' })));
    assert.ok(!other.includes('<button'));
    // The whole screen: the decision sits in its own panel, not twice in the action list.
    const html = screen(viewFor(s, 3));
    assert.equal(html.split('Eliminate nobody').length - 1, 1);
    assert.ok(html.includes(t('phase.mayorDecision')));
  });
});

describe('the Exorcist’s and the Saboteur’s free actions', () => {
  it('PROF-EXORCIST-01 PROF-EXORCIST-03 first a Ghost to revive, then a victim among the legal pairs', () => {
    const s = position({
      professions: { profession: 'exorcist', holder: 2 },
      seats: [{}, {}, {}, {}, { alive: false }, {}, {}],
      phase: { kind: 'action', seat: 2 },
    });
    const legal = legalActions(s, 2).filter((a) => a.type === 'exorcise');
    assert.ok(legal.length > 0);
    const html = renderToStaticMarkup(
      <ProfessionActions actions={legal} names={names()} onAct={() => undefined} />,
    );
    assert.ok(html.includes('Revive Seat 5'));
    assert.ok(!html.includes('data-action'), 'nothing is done before the victim is chosen');
    const { firsts, partners } = pairChoices(
      legal,
      (a) => a.ghost,
      (a) => a.victim,
      false,
    );
    assert.deepEqual(firsts, [4]);
    assert.deepEqual(
      partners(4).map(([v]) => v),
      [0, 1, 3, 5, 6],
    );
    // On the whole screen the pairs are not listed one button each.
    const whole = screen(viewFor(s, 2));
    assert.ok(!/Revive \d+ · [^<]*, then murder/.test(whole));
    assert.ok(whole.includes(`Revive ${SEAT_4}`));
  });

  it('PROF-SABOTEUR-01 two Rooms, either one first; the second offers only legal partners', () => {
    const s = position({
      professions: { profession: 'saboteur', holder: 2 },
      phase: { kind: 'action', seat: 2 },
      rooms: { library: { deck: ['success'] }, orange1: { deck: ['success'] } },
    });
    const legal = legalActions(s, 2).filter((a) => a.type === 'swapRoomDecks');
    assert.ok(legal.length > 1);
    const { firsts, partners } = pairChoices(
      legal,
      (a) => a.room,
      (a) => a.other,
      true,
    );
    // Every Room of a legal pair can be picked first; its partners are exactly the other ends.
    for (const room of firsts) {
      const expected = legal.flatMap((a) => (a.room === room ? [a.other] : a.other === room ? [a.room] : []));
      assert.deepEqual(
        partners(room).map(([r]) => r),
        expected,
      );
    }
    assert.equal(new Set(legal.flatMap((a) => [a.room, a.other])).size, firsts.length);
    const html = renderToStaticMarkup(
      <ProfessionActions actions={legal} names={names()} onAct={() => undefined} />,
    );
    assert.ok(html.includes(t('professions.actions.saboteurFirst')));
  });
});

describe('AMB-43 the power after the holder’s action', () => {
  it('AMB-43 AMB-44 after its action the Exorcist reads that it may still use its Profession, and only the holder', () => {
    const before = position({
      professions: { profession: 'exorcist', holder: 2 },
      seats: [{}, {}, {}, {}, { alive: false }, {}, {}],
      phase: { kind: 'action', seat: 2 },
    });
    const passed = apply(before, 2, { type: 'pass' });
    assert.ok(passed.ok);
    const s = passed.state;
    const hint = t('professions.actions.afterAction');
    assert.ok(screen(viewFor(s, 2)).includes(hint));
    assert.ok(!screen(viewFor(s, 3)).includes(hint));
    assert.ok(!screen(viewFor(before, 2)).includes(hint), 'not before the action');
  });
});

/** Every Professions action and log entry in readable words. */
function assertReadable(s: string, what: string): void {
  assert.ok(s.trim().length > 0, what);
  assert.ok(!s.includes('{{') && !/undefined|\[object|NaN/.test(s), `${what}: ${s}`);
  assert.ok(!/^(professions|actions|ev)\./.test(s), `${what}: missing "${s}"`);
}

const PROF_EVENTS = new Set([
  'professionEarned',
  'professionLost',
  'informantSeen',
  'mayorDecided',
  'exorcised',
  'roomDecksSwapped',
  'pulseOrderSeen',
]);

describe('Professions texts in six languages', () => {
  it('PROF-GEN-06 the official names: Mayor … Saboteur in every language (NL in the base game’s style)', async () => {
    const texts = Object.fromEntries(
      await Promise.all(
        (Object.keys(LANGUAGES) as Language[]).map(
          async (lng) => [lng, await PROFESSIONS_TEXT[lng]()] as const,
        ),
      ),
    );
    const got = Object.fromEntries(
      Object.entries(texts).map(([lng, m]) => [lng, PROFESSIONS.map((p) => m.name[p]).join('/')]),
    );
    assert.deepEqual(got, {
      en: 'Mayor/Detective/Exorcist/Profiler/Saboteur',
      de: 'Bürgermeister-in/Detektiv-in/Exorzist-in/Profiler-in/Saboteur-in',
      fr: 'Maire/Inspecteur/Exorciste/Profiler/Saboteur',
      es: 'Alcalde/Detective/Exorcista/Criminólogo/Saboteador',
      it: 'Sindaco/Detective/Esorcista/Profilatore/Sabotatore',
      nl: 'Burgemeester/Detective/Exorcist/Profiler/Saboteur',
    });
    for (const [lng, m] of Object.entries(LANGUAGES)) {
      assert.equal(m.phase.mayorDecision, m.professions.phase.mayorDecision, lng);
      assert.equal(m.cause.exorcised, m.professions.cause.exorcised, lng);
    }
    // The texts loaded later are not in the languages' key check (test/i18n.test.ts): the same here.
    const flat = (o: object, at = ''): [string, string][] =>
      Object.entries(o).flatMap(([k, v]): [string, string][] =>
        typeof v === 'string' ? [[`${at}${k}`, v]] : flat(v as object, `${at}${k}.`),
      );
    const holes = (x: string) => [...x.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const english = new Map(flat(texts.en!));
    for (const [lng, m] of Object.entries(texts)) {
      const own = new Map(flat(m));
      assert.deepEqual([...own.keys()].sort(), [...english.keys()].sort(), lng);
      for (const [key, value] of own) {
        assert.ok(value.trim().length > 0, `${lng} ${key}`);
        assert.deepEqual(holes(value), holes(english.get(key)!), `${lng} ${key}`);
      }
    }
  });

  it('PROF-GEN-04 random Professions games on the Mountains of Chaos: every action and log entry reads in all six languages', async () => {
    const seen = new Set<string>();
    const samples: { action: Action[]; events: ViewedEvent[]; layout: PlayerView['board']['layout'] }[] = [];
    for (let seed = 1; seed <= 30; seed++) {
      const actions: Action[] = [];
      const players = seed % 2 === 0 ? 8 : 7;
      const s = walkGame(
        { players, seed, board: MOUNTAINS_BOARD.id, ruleset: { professions: true } },
        (st) => {
          for (let seat = 0; seat < players; seat++)
            for (const a of legalActions(st, seat))
              if (a.type === 'exorcise' || a.type === 'swapRoomDecks' || a.type === 'mayorDecides')
                actions.push(a);
        },
      );
      const events = logFor(s, 0).filter(
        (e) => PROF_EVENTS.has(e.t) || (e.t === 'becameGhost' && e.cause === 'exorcised'),
      );
      for (const e of events) seen.add(e.t);
      for (const a of actions) seen.add(a.type);
      samples.push({ action: actions.slice(0, 20), events, layout: s.config.board.layout });
    }
    assert.ok(seen.has('professionEarned'), [...seen].join());
    for (const code of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(code);
      await loadProfessionsTexts(code);
      for (const { action, events, layout } of samples) {
        const n = makeNames(i18next.t, null, layout);
        for (const a of action) assertReadable(actionLabel(a, n), `${code} ${JSON.stringify(a)}`);
        for (const e of events) assertReadable(eventText(e, n), `${code} ${JSON.stringify(e)}`);
      }
    }
    await i18next.changeLanguage('en');
  });

  it('PROF-MAYOR-01 PROF-EXORCIST-01 PROF-SABOTEUR-01 PROF-PROFILER-01 each new log entry has its sentence', () => {
    const n = names();
    const base = { seq: 1, round: 2 } as const;
    const events: ViewedEvent[] = [
      { ...base, t: 'professionEarned', seat: 1, profession: 'saboteur' },
      { ...base, t: 'professionLost', seat: 1, profession: 'saboteur' },
      { ...base, t: 'informantSeen', seat: 2, informant: 3 },
      { ...base, t: 'mayorDecided', seat: 2, tied: [3, 4], eliminated: 4 },
      { ...base, t: 'mayorDecided', seat: 2, tied: [3, 4], eliminated: null },
      { ...base, t: 'exorcised', seat: 2, revived: 5, deadCardRemoved: true, victim: 0 },
      { ...base, t: 'exorcised', seat: 2, revived: 5, deadCardRemoved: false, victim: 0 },
      { ...base, t: 'roomDecksSwapped', seat: 2, rooms: [0, 2] },
      { ...base, t: 'pulseOrderSeen', seat: 2, target: 6, cards: ['alive', 'dead'] },
      { ...base, t: 'becameGhost', seat: 0, cause: 'exorcised' },
    ] as ViewedEvent[];
    const out = events.map((e) => eventText(e, n));
    for (const [i, s] of out.entries()) assertReadable(s, JSON.stringify(events[i]));
    assert.equal(out[0], 'Seat 2 earns the Profession: Saboteur.');
    assert.equal(out[3], 'The Mayor Seat 3 decides the tie between Seat 4, Seat 5: Seat 5 is eliminated.');
    assert.equal(out[4], 'The Mayor Seat 3 decides the tie between Seat 4, Seat 5: nobody is eliminated.');
    assert.match(out[5]!, /face-up Dead card leaves the game/);
    assert.equal(
      out[8],
      'As the Profiler, Seat 3 sees the Pulse deck of Seat 7 in order, top first: Alive, Dead.',
    );
    assert.match(out[9]!, /murdered by the Exorcist/);
  });
});
