import { useEffect, useState, useSyncExternalStore } from 'react';
import { GameConnection, socketUrl, type GameSnapshot } from './connection.ts';

/** One connection per mounted game page (the page is keyed by game id); closed when it unmounts. */
export function useGameConnection(game: string, token: string | null): [GameConnection, GameSnapshot] {
  const [connection] = useState(
    () => new GameConnection(game, token, { url: socketUrl(window.location, game) }),
  );
  useEffect(() => {
    connection.start();
    return () => {
      connection.stop();
    };
  }, [connection]);
  const snapshot = useSyncExternalStore(connection.subscribe, connection.getSnapshot);
  return [connection, snapshot];
}
