/** @jsxRuntime automatic */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PlayerView } from '@among-cultists/engine';
import type { Lobby } from '@among-cultists/protocol';
import i18next from 'i18next';
import { LANGUAGES, type Language } from '../src/i18n/all.ts';
import { GameConnection, type GameSnapshot } from '../src/net/connection.ts';
import { GameScreen } from '../src/screens/GameScreen.tsx';
import { Landing } from '../src/screens/Landing.tsx';
import { LobbyScreen } from '../src/screens/LobbyScreen.tsx';
import { englishT, lobbyFor, playGame } from './helpers.ts';

before(async () => {
  await englishT();
});

/** The toggle while sound is off: the muted speaker (aria-hidden: the button's name is the word), then the word. */
const soundToggleOff = (label: string): RegExp =>
  new RegExp(`aria-pressed="false"><svg [^>]*data-icon="soundOff"><use [^>]*></use></svg> ${label}</button>`);

function render(view: PlayerView): string {
  const connection = new GameConnection('TESTGAME', null, { url: 'ws://unused/ws' });
  const snapshot: GameSnapshot = {
    ...connection.getSnapshot(),
    link: 'open',
    view,
    version: 1,
    seat: view.me?.seat ?? null,
    notice: { code: 'x', message: 'Refused.' },
  };
  return renderToStaticMarkup(
    <GameScreen connection={connection} snapshot={snapshot} lobby={lobbyFor(view)} />,
  );
}

describe('game screen', () => {
  it('renders every phase of whole games in every language, with no placeholder left', async () => {
    const views: PlayerView[] = [];
    for (const players of [5, 8] as const)
      playGame(players, players + 100, (view) => {
        if (views.length < 400) views.push(view);
      });
    const kinds = new Set(views.map((v) => v.phase.kind));
    assert.ok(kinds.size >= 6, [...kinds].join());
    for (const code of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(code);
      for (const view of views.filter((_, i) => i % 10 === 0 || views[i]!.result !== null)) {
        const html = render(view);
        assert.ok(!html.includes('{{'), `${code}: placeholder in ${view.phase.kind}`);
        assert.ok(!/undefined|\[object|NaN/.test(html), `${code}: bad text in ${view.phase.kind}`);
        if (view.me) {
          for (const _ of view.legal) assert.ok(html.includes('<button'));
          assert.ok(html.includes('class="role"'), 'the role button');
          // Until tapped (and until the end screen reveals everything).
          // The roles in play are public configuration and name every role of the game: left out here.
          const unlisted = html.replace(/<section class="panel help roles-in-play".*?<\/section>/s, '');
          if (view.result === null)
            assert.ok(!unlisted.includes(`>${i18next.t(`role.${view.me.role}`)}<`), 'the role stays hidden');
        }
        if (view.result) assert.ok(html.includes('class="panel end"'), 'end screen');
        assert.ok(
          soundToggleOff(i18next.t('sound.toggle')).test(html),
          `${code}: the sound toggle, off until pressed`,
        );
      }
    }
    await i18next.changeLanguage('en');
  });

  it('shows a spectator no private panel and no actions', () => {
    let spectatorView: PlayerView | null = null;
    playGame(6, 7, (view) => {
      if (view.viewer === 'spectator') spectatorView = view;
    });
    const html = render(spectatorView!);
    assert.ok(!html.includes('class="panel private"'));
    assert.ok(!html.includes('class="panel actions"'));
    assert.ok(html.includes('Spectator'));
  });
});

describe('landing and lobby', () => {
  const lobby: Lobby = {
    id: 'TESTGAME',
    status: 'lobby',
    players: 5,
    seats: [0, 1, 2, 3, 4].map((seat) => ({
      seat,
      name: seat < 3 ? `Name${seat}` : null,
      kind: seat === 0 ? 'human' : seat < 3 ? 'bot' : 'open',
      character: seat < 3 ? seat : null,
      missed: 0,
      connected: seat === 0,
    })),
    commitment: null,
    seed: null,
  };

  it('render in every language', async () => {
    for (const code of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(code);
      const landing = renderToStaticMarkup(<Landing />);
      const asHost = renderToStaticMarkup(
        <LobbyScreen
          code="TESTGAME"
          origin="https://example.test"
          lobby={lobby}
          seat={0}
          stored={{ token: 'ab'.repeat(16), host: true }}
          onJoined={() => undefined}
          onLobby={() => undefined}
        />,
      );
      const asGuest = renderToStaticMarkup(
        <LobbyScreen
          code="TESTGAME"
          origin="https://example.test"
          lobby={lobby}
          seat={null}
          stored={null}
          onJoined={() => undefined}
          onLobby={() => undefined}
        />,
      );
      for (const html of [landing, asHost, asGuest]) {
        assert.ok(!html.includes('{{') && !/undefined|\[object/.test(html), code);
      }
      assert.ok(asHost.includes('https://example.test/g/TESTGAME'));
      assert.ok(!asHost.includes('abab'), 'the seat token is never shown');
      // The host can fill the open seats; a guest gets the join form.
      assert.equal((asHost.match(/class="small"/g) ?? []).length, 4);
      assert.ok(asGuest.includes('<form'));
    }
    await i18next.changeLanguage('en');
  });

  it('a game every player left says it was ended as abandoned, in the lobby and over the board, in every language', async () => {
    const abandoned: Lobby = { ...lobby, status: 'finished', ended: 'abandoned', seed: 'ab'.repeat(32) };
    let midGame: PlayerView | null = null;
    playGame(5, 9, (view) => {
      if (midGame === null && view.me !== null && view.round === 2) midGame = view;
    });
    const connection = new GameConnection('TESTGAME', null, { url: 'ws://unused/ws' });
    for (const code of Object.keys(LANGUAGES) as Language[]) {
      await i18next.changeLanguage(code);
      const said: string = i18next.t('lobby.abandoned');
      assert.ok(!said.includes('lobby.') && !said.includes('{{'), code);
      assert.notEqual(said, i18next.t('lobby.finished'));
      const inLobby = renderToStaticMarkup(
        <LobbyScreen
          code="TESTGAME"
          origin="https://example.test"
          lobby={abandoned}
          seat={null}
          stored={null}
          onJoined={() => undefined}
          onLobby={() => undefined}
        />,
      );
      assert.ok(inLobby.includes(said), `${code}: the lobby says so`);
      const view = midGame!;
      const snapshot: GameSnapshot = { ...connection.getSnapshot(), link: 'open', view, version: 1, seat: 0 };
      const onBoard = renderToStaticMarkup(
        <GameScreen
          connection={connection}
          snapshot={snapshot}
          lobby={{ ...lobbyFor(view), status: 'finished', ended: 'abandoned' }}
        />,
      );
      assert.ok(onBoard.includes(said), `${code}: the game screen says so`);
      // The decisions that were pending are not offered: the server refuses them (game/over).
      const playing = renderToStaticMarkup(
        <GameScreen connection={connection} snapshot={snapshot} lobby={lobbyFor(view)} />,
      );
      assert.ok(view.legal.length > 0 && playing.includes('<button'), 'the mid-game view offers decisions');
      assert.ok(
        (onBoard.match(/<button/g) ?? []).length < (playing.match(/<button/g) ?? []).length,
        `${code}: fewer buttons once abandoned`,
      );
      assert.ok(!render(view).includes(said), `${code}: only an abandoned game says so`);
    }
    await i18next.changeLanguage('en');
  });
});
