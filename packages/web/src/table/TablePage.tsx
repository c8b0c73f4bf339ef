/** @jsxRuntime automatic */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetchedLobby, useGameConnection } from '../net/useGame.ts';
import { TableGame } from './TableGame.tsx';
import { TableLobby } from './TableLobby.tsx';
import { useHandover, useTableKey } from './handover.ts';

/**
 * `/table/<code>`: the shared screen of a game played in one room. Its connection never carries a token,
 * so the server sends it the spectator's view and the public log, and that is all it can show. With the
 * table key (the game was created in this browser) it has a place of its own, which spectators cannot fill.
 */
export function TablePage({ code }: { code: string }) {
  const { t } = useTranslation();
  const tableKey = useTableKey(code);
  const [connection, snapshot] = useGameConnection(code, null, tableKey);
  useEffect(() => {
    if (tableKey !== null) connection.useTableKey(tableKey);
  }, [connection, tableKey]);
  const { fetched, missing } = useFetchedLobby(code);
  const lobby = snapshot.lobby ?? fetched;
  const handover = useHandover(code, lobby);
  const origin = window.location.origin;

  if (missing) return <p className="notice">{t('lobby.notFound')}</p>;
  const banner = snapshot.link === 'reconnecting' && (
    <p className="banner" role="status">
      {t('app.reconnecting')}
    </p>
  );
  if (snapshot.view && lobby)
    return (
      <>
        {banner}
        <TableGame
          code={code}
          origin={origin}
          snapshot={snapshot}
          lobby={lobby}
          onAct={(action) => {
            connection.act(action);
          }}
          onTakeover={(seat) => {
            connection.takeover(seat);
          }}
        />
      </>
    );
  if (!lobby)
    return (
      <main className="connecting" aria-busy="true">
        <p role="status">{snapshot.link === 'reconnecting' ? t('app.reconnecting') : t('app.connecting')}</p>
      </main>
    );
  return (
    <>
      {banner}
      <TableLobby code={code} origin={origin} lobby={lobby} handover={handover} />
    </>
  );
}
