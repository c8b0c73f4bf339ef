/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import { buildPosition, viewFor, type EventId, type PlayerView } from '@among-cultists/engine';
import { bagTokens } from '@among-cultists/engine/content';
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { GameConnection, type GameSnapshot } from '../src/net/connection.ts';
import { GameScreen } from '../src/screens/GameScreen.tsx';
import { Landing } from '../src/screens/Landing.tsx';
import { LobbySettings } from '../src/components/LobbySettings.tsx';
import { englishT, lobbyFor } from './helpers.ts';

let t: TFunction;
before(async () => {
  t = await englishT();
});

/** The landing page as a browser that last created a game with these settings shows it. */
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

describe('the Lifelines option on the landing page', () => {
  it('MOC-SETUP-04 is a labelled checkbox at 4, 5, 6 and 8 players, and greyed at 7 seats with its hint saying why', () => {
    for (const settings of [
      { players: 4, automa: false },
      { players: 5, automa: false },
      { players: 6, automa: false },
      { players: 8, automa: false },
    ]) {
      const html = landingFor(settings);
      assert.match(
        html,
        /<label class="inline"><input type="checkbox" aria-describedby="[^"]*-lifelines-hint" name="lifelines"\/>Lifelines \(Mountains of Chaos\)/,
      );
      assert.ok(html.includes(t('landing.lifelinesHint')), JSON.stringify(settings));
    }
    for (const settings of [
      { players: 7, automa: false },
      { players: 6, automa: true },
    ]) {
      const html = landingFor(settings);
      assert.match(
        html,
        /<input type="checkbox" disabled="" aria-describedby="[^"]*-lifelines-hint" name="lifelines"\/>Lifelines/,
        JSON.stringify(settings),
      );
      const hintId = /aria-describedby="([^"]*-lifelines-hint)" name="lifelines"/.exec(html)![1]!;
      assert.ok(html.includes(`id="${hintId}">${t('landing.lifelinesHint')}`), 'the hint says why');
    }
  });
});

/** Seat `viewer`'s view of a 5-player game in which seat 1 (the Knife holder) names Lifelines targets. */
function choosing(viewer: number): PlayerView {
  const rest = bagTokens({ unsafePassage: true, lifelines: true }).filter((e) => e !== 'lifelines');
  const bag: EventId[] = ['lifelines', ...rest];
  const built = buildPosition({
    players: 5,
    roles: ['cultist', 'investigator', 'investigator', 'investigator', 'investigator'],
    ruleset: { lifelines: true },
    bag,
    knife: 1,
    phase: { kind: 'event', lifelinesChosen: [3] },
  });
  assert.ok(built.ok);
  return viewFor(built.state, viewer);
}

function render(view: PlayerView): string {
  const connection = new GameConnection('TESTGAME', null, { url: 'ws://unused/ws' });
  const snapshot: GameSnapshot = {
    ...connection.getSnapshot(),
    link: 'open',
    view,
    version: 1,
    seat: view.me?.seat ?? null,
  };
  return renderToStaticMarkup(
    <GameScreen connection={connection} snapshot={snapshot} lobby={lobbyFor(view)} />,
  );
}

describe('the Lifelines choice in the game screen', () => {
  it('EVT-LIFELINES-01 offers the Knife holder one button per target in every language; the others only wait', async () => {
    for (const code of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(code);
      const chooser = choosing(1);
      // Seat 3 is named already: the Knife holder and the three others are left.
      assert.equal(chooser.legal.length, 4);
      const html = render(chooser);
      assert.ok(!html.includes('{{') && !/undefined|\[object|NaN/.test(html), code);
      const prefix = i18next.t('actions.lifelinesTarget', { seat: '@@' }).split('@@')[0]!;
      assert.equal(html.split(prefix).length - 1, 4, `${code}: one button per target`);
      assert.ok(html.includes(i18next.t('phase.lifelines')), `${code}: the phase is named`);
      assert.equal(render(choosing(2)).split(prefix).length - 1, 0, code);
    }
    await i18next.changeLanguage('en');
  });
});

describe('the lobby of a Lifelines game', () => {
  it('MOC-SETUP-04 names Lifelines among the settings, and only when it is in the Bag', () => {
    const view = choosing(0);
    const lobby = lobbyFor(view);
    const settings = { roleSet: null, specialRoles: [], automa: false, timers: {}, board: null };
    const withIt = renderToStaticMarkup(
      <LobbySettings lobby={{ ...lobby, settings: { ...settings, lifelines: true } }} />,
    );
    const without = renderToStaticMarkup(<LobbySettings lobby={{ ...lobby, settings }} />);
    assert.ok(withIt.includes(`<dt>${t('event.lifelines')}</dt><dd>${t('again.lobby.yes')}</dd>`));
    assert.ok(!without.includes(t('event.lifelines')));
  });
});
