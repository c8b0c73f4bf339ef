/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import {
  buildPosition,
  createGame,
  EVENTS,
  ROLES,
  SPECIAL_ROLES,
  viewFor,
  type PlayerView,
} from '@among-cultists/engine';
import { seedOf } from '@among-cultists/engine/testing';
import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { PlayersPanel } from '../src/components/PlayersPanel.tsx';
import { PrivatePanel, RoleSecrets } from '../src/components/PrivatePanel.tsx';
import { RolesInPlay } from '../src/components/RolesInPlay.tsx';
import { RoundEvent } from '../src/components/RoundEvent.tsx';
import { rolesInPlay } from '../src/game/rolesInPlay.ts';
import { makeNames } from '../src/game/names.ts';
import { LANGUAGES } from '../src/i18n/all.ts';
import { englishT, lobbyFor, walkGame } from './helpers.ts';

before(async () => {
  await englishT();
});

/** Text as react-dom writes it into markup. */
const html = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

describe('rule texts', () => {
  for (const [code, messages] of Object.entries(LANGUAGES)) {
    it(`${code} words the ability of every role and the effect of every event`, () => {
      const roles: Readonly<Record<string, string>> = messages.rules.role;
      const events: Readonly<Record<string, string>> = messages.rules.event;
      assert.deepEqual(Object.keys(roles).sort(), [...ROLES].sort());
      assert.deepEqual(Object.keys(events).sort(), [...EVENTS].sort());
      for (const id of [...ROLES, ...EVENTS]) {
        const text = roles[id] ?? events[id] ?? '';
        assert.ok(text.trim().length > 20, `${code}: ${id} is worded`);
        assert.ok(text.length <= 320, `${code}: ${id} stays short`);
      }
    });
  }

  it('French puts a narrow no-break space before : ; ! ?', () => {
    const texts = [...Object.values(LANGUAGES.fr.rules.role), ...Object.values(LANGUAGES.fr.rules.event)];
    for (const text of texts) assert.doesNotMatch(text, /[^\u202f][:;!?]/, text);
  });

  it('no language leaves a role or event text in English', () => {
    for (const [code, messages] of Object.entries(LANGUAGES)) {
      if (code === 'en') continue;
      for (const id of ROLES)
        assert.notEqual(messages.rules.role[id], LANGUAGES.en.rules.role[id], `${code} ${id}`);
      for (const id of EVENTS)
        assert.notEqual(messages.rules.event[id], LANGUAGES.en.rules.event[id], `${code} ${id}`);
    }
  });
});

function recommended(players: 5 | 6 | 7 | 8, seed: number): PlayerView {
  const created = createGame({ players, seed: seedOf(seed), roleSet: 'recommended' });
  assert.ok(created.ok);
  return viewFor(created.state, 'spectator');
}

describe('roles in play', () => {
  it('lists the Cultists with their number, every special role of the game and the Investigator', () => {
    for (const players of [5, 6, 7, 8] as const) {
      const view = recommended(players, players);
      const listed = rolesInPlay(view.config);
      assert.deepEqual(listed[0], { role: 'cultist', count: view.config.cultists });
      assert.deepEqual(
        listed.slice(1, -1).map((r) => r.role),
        [...new Set(view.config.specialRoles)],
      );
      assert.deepEqual(listed.at(-1), { role: 'investigator', count: null });
      const markup = renderToStaticMarkup(<RolesInPlay config={view.config} />);
      for (const { role } of listed) {
        assert.ok(markup.includes(html(i18next.t(`rules.role.${role}`))), `${players}: ${role} ability`);
      }
      // A role not in this game is not listed.
      for (const role of SPECIAL_ROLES.filter((r) => !view.config.specialRoles.includes(r)))
        assert.ok(!markup.includes(html(i18next.t(`rules.role.${role}`))), `${players}: no ${role}`);
      if (view.config.cultists === 2) assert.ok(markup.includes('Cultist × 2'));
    }
  });

  it('counts a role given twice once, with its number', () => {
    assert.deepEqual(rolesInPlay({ cultists: 1, specialRoles: ['greenhorn', 'greenhorn'] }), [
      { role: 'cultist', count: 1 },
      { role: 'greenhorn', count: 2 },
      { role: 'investigator', count: null },
    ]);
  });
});

describe('the private panel', () => {
  it('keeps the role’s ability covered with the role', () => {
    for (let seat = 0; seat < 5; seat++) {
      const created = createGame({ players: 5, seed: seedOf(21), roleSet: 'recommended' });
      assert.ok(created.ok);
      const view = viewFor(created.state, seat);
      const markup = renderToStaticMarkup(
        <PrivatePanel view={view} names={makeNames(i18next.t, null, view.board.layout)} />,
      );
      assert.ok(view.me);
      assert.ok(!markup.includes(html(i18next.t(`rules.role.${view.me.role}`))), 'covered until tapped');
    }
  });
});

describe('the round’s event', () => {
  it('is shown with its effect from the draw to the end of the Round, in the Clock too', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed < 30 && seen.size < 6; seed++) {
      walkGame({ players: 6, seed }, (s) => {
        const view = viewFor(s, 'spectator');
        const markup = renderToStaticMarkup(<RoundEvent view={view} />);
        const event = view.clock[view.round - 1] ?? null;
        if (event === null || view.phase.kind === 'over') {
          assert.ok(!markup.includes('<p>'), 'nothing before the draw');
          return;
        }
        seen.add(event);
        assert.ok(markup.includes(html(i18next.t(`event.${event}`))));
        assert.ok(markup.includes(html(i18next.t(`rules.event.${event}`))));
        const previous = view.clock[view.round - 2] ?? null;
        if (event === 'mirror' && previous !== null)
          assert.ok(
            markup.includes(html(i18next.t(`rules.event.${previous}`))),
            'Mirror names what it repeats',
          );
        if (view.phase.kind !== 'action') return;
        const lobby = lobbyFor(view);
        const clock = renderToStaticMarkup(
          <PlayersPanel
            view={view}
            lobby={lobby}
            names={makeNames(i18next.t, lobby, view.board.layout)}
            onTakeover={() => undefined}
          />,
        );
        assert.ok(clock.includes(html(i18next.t(`rules.event.${event}`))), 'the Clock folds it in');
      });
    }
    assert.ok(seen.size >= 6, `several events seen: ${[...seen].join(', ')}`);
  });
});

describe('the Firestarter’s reminder', () => {
  it('ROLE-FIRESTARTER-02 is with the tapped role, in every language, counting the red cards and naming the Round', async () => {
    const built = buildPosition({
      players: 5,
      roles: ['cultist', 'firestarter', 'investigator', 'investigator', 'investigator'],
      knife: 0,
      round: 3,
      phase: { kind: 'action' },
      seats: [0, 1, 2, 3, 4].map((i) => ({
        location: 'central',
        pulse: ['alive'],
        hand: i === 1 ? { alive: 2, success: 2, sabotage: 1 } : { alive: 2, success: 2 },
      })),
    });
    assert.ok(built.ok, JSON.stringify(!built.ok && built.problems));
    const view = viewFor(built.state, 1);
    assert.ok(view.me?.firestarter);
    for (const code of Object.keys(LANGUAGES) as (keyof typeof LANGUAGES)[]) {
      await i18next.changeLanguage(code);
      const names = makeNames(i18next.t, null, view.board.layout);
      const said = i18next.t('me.firestarterDue', { count: 1, round: 5 });
      assert.ok(said.includes('5') && !said.includes('{{'), `${code}: ${said}`);
      assert.ok(renderToStaticMarkup(<RoleSecrets me={view.me} names={names} />).includes(html(said)), code);
      // Covered, the panel says nothing of it: the reminder alone would name the Firestarter to onlookers.
      assert.ok(!renderToStaticMarkup(<PrivatePanel view={view} names={names} />).includes(html(said)), code);
    }
    await i18next.changeLanguage('en');
    assert.equal(
      i18next.t('me.firestarterDue', { count: 2, round: 5 }),
      'You still hold 2 red cards (Sabotage and Failure): play them before the end of Round 5, or you die then.',
    );
  });
});
