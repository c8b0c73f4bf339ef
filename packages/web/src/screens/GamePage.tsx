/** @jsxRuntime automatic */
import type { Lobby } from '@among-cultists/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '../net/api.ts';
import { forgetSeat, loadSeat, saveSeat, type StoredSeat } from '../net/seats.ts';
import { useGameConnection } from '../net/useGame.ts';
import { GameScreen, type CoachSlot } from './GameScreen.tsx';
import { LobbyScreen } from './LobbyScreen.tsx';

/** `/g/<code>`: the lobby until the first view arrives, then the game (with the tutorial's coach, if given). */
export function GamePage({ code, coach }: { code: string; coach?: CoachSlot }) {
  const { t } = useTranslation();
  const [stored, setStored] = useState<StoredSeat | null>(() => loadSeat(code));
  const [connection, snapshot] = useGameConnection(code, stored?.token ?? null);
  const [fetched, setFetched] = useState<Lobby | null>(null);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    let live = true;
    api.lobby(code).then(
      (lobby) => {
        if (live) setFetched(lobby);
      },
      (err: unknown) => {
        if (live && err instanceof ApiError && err.status === 404) setMissing(true);
      },
    );
    return () => {
      live = false;
    };
  }, [code]);

  useEffect(() => {
    if (snapshot.tokenRefused) {
      forgetSeat(code);
      setStored(null);
    }
  }, [snapshot.tokenRefused, code]);

  const lobby = snapshot.lobby ?? fetched;
  const banner =
    snapshot.link === 'reconnecting' ? (
      <p className="banner" role="status">
        {t('app.reconnecting')}
      </p>
    ) : null;

  if (missing) return <p className="notice">{t('lobby.notFound')}</p>;
  if (snapshot.view && lobby)
    return (
      <>
        {banner}
        <GameScreen connection={connection} snapshot={snapshot} lobby={lobby} coach={coach} />
      </>
    );
  if (!lobby)
    return (
      <p role="status">{snapshot.link === 'reconnecting' ? t('app.reconnecting') : t('app.connecting')}</p>
    );
  return (
    <>
      {banner}
      {snapshot.tokenRefused && <p className="notice">{t('error.badToken')}</p>}
      <LobbyScreen
        code={code}
        origin={window.location.origin}
        lobby={lobby}
        seat={snapshot.seat}
        stored={stored}
        onLobby={setFetched}
        chat={{
          lines: snapshot.chat,
          more: snapshot.chatMore,
          loading: snapshot.chatLoading,
          onEarlier: () => {
            connection.chatHistory();
          },
          onSend: (text) => {
            connection.chat(text);
          },
        }}
        onJoined={(token) => {
          const seat = { token, host: false };
          saveSeat(code, seat);
          setStored(seat);
          connection.useToken(token);
        }}
      />
    </>
  );
}
