import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Lobby } from '@among-cultists/protocol';
import { api, ApiError } from './api.ts';
import { GameConnection, type GameSnapshot } from './connection.ts';
import { socketUrl } from './socketUrl.ts';

/**
 * One connection per mounted game page (the page is keyed by game id); closed when it unmounts. `tableKey`:
 * a table's shared screen, in its own place (table-screen.ts on the server).
 */
export function useGameConnection(
  game: string,
  token: string | null,
  tableKey: string | null = null,
): [GameConnection, GameSnapshot] {
  const [connection] = useState(
    () => new GameConnection(game, token, { url: socketUrl(window.location, game), tableKey }),
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

/**
 * The game's lobby fetched over HTTP (shown before the connection's first message; `setFetched` keeps the
 * lobby an HTTP answer returned), and whether the server knows no game by that code.
 */
export function useFetchedLobby(game: string): {
  fetched: Lobby | null;
  setFetched: (lobby: Lobby) => void;
  missing: boolean;
} {
  const [fetched, setFetched] = useState<Lobby | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    let live = true;
    api.lobby(game).then(
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
  }, [game]);
  return { fetched, setFetched, missing };
}
