import type { Lobby } from '@among-cultists/protocol';
import { useEffect, useRef, useState } from 'react';
import { forgetSeat, loadSeat, saveSeat, type StoredSeat } from '../net/seats.ts';
import { handedOver } from './links.ts';

/**
 * The host's seat token while this browser holds it (the game was created here) and a phone may still
 * take it over: before the start, while the seat is not played from elsewhere. Once a phone connects in
 * that seat after it was seen away, this browser forgets the token, so the shared screen holds no seat and
 * its code can hand the seat to nobody else. The token is never used here: the screen watches as a
 * spectator.
 */
export function useHandover(code: string, lobby: Lobby | null): string | null {
  const [stored, setStored] = useState(() => loadSeat(code));
  // A seat connected when the screen opened may be this browser's own game page closing: only a
  // connection after the seat was seen away is a phone that took it.
  const sawAway = useRef(false);
  const entry = lobby?.seats[lobby.host ?? 0];
  const holding = stored?.host === true && lobby?.status === 'lobby' && entry?.kind === 'human';
  const connected = entry?.connected === true;
  useEffect(() => {
    if (!holding) return;
    if (!connected) sawAway.current = true;
    else if (sawAway.current) {
      forgetSeat(code);
      setStored(null);
    }
  }, [holding, connected, code]);
  return holding && !connected ? stored.token : null;
}

/**
 * On the phone: a seat handed over by the browser that created the game (`#take=<token>`), kept as this
 * phone's (with the host's controls), the fragment taken out of the address at once so that it is neither
 * bookmarked nor shared; null when the address carries none.
 */
export function receiveHandover(code: string): StoredSeat | null {
  const token = handedOver(window.location.hash);
  if (token === null) return null;
  const seat = { token, host: true };
  saveSeat(code, seat);
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return seat;
}
