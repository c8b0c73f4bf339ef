import type { HandoverCode, Lobby } from '@among-cultists/protocol';
import { RETRYABLE_ERROR_CODES } from '@among-cultists/protocol/plain';
import { useEffect, useRef, useState } from 'react';
import { api, ApiError } from '../net/api.ts';
import { forgetSeat, loadSeat, loadTableKey, saveSeat, saveTableKey } from '../net/seats.ts';
import { handedOver } from './links.ts';

/** A failed request for a code is tried again after this long (when trying again can help). */
export const HANDOVER_RETRY_MS = 5_000;

/** What the shared screen shows to hand the host's seat over: the current code, or why there is none. */
export interface HandoverState {
  readonly code: string | null;
  readonly error: unknown;
}

export interface HandoverTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const browserTimers: HandoverTimers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

/** Whether asking again may succeed (the server's retryable codes, or no answer at all). */
function worthRetrying(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.code === 'network' || (RETRYABLE_ERROR_CODES as readonly string[]).includes(error.code))
  );
}

/**
 * The shared screen's handover codes (issue 24): one asked of the server, shown, and replaced by a new one
 * when two thirds of its life are over, so the code on screen always works for a while; gone when it
 * expires unreplaced. The seat's token goes to the server only, never into a code or an address.
 */
export class HandoverCodes {
  readonly #issue: () => Promise<HandoverCode>;
  readonly #onChange: (state: HandoverState) => void;
  readonly #timers: HandoverTimers;
  #state: HandoverState = { code: null, error: null };
  #refresh: unknown = null;
  #expiry: unknown = null;
  #stopped = false;

  constructor(
    issue: () => Promise<HandoverCode>,
    onChange: (state: HandoverState) => void,
    timers: HandoverTimers = browserTimers,
  ) {
    this.#issue = issue;
    this.#onChange = onChange;
    this.#timers = timers;
  }

  get state(): HandoverState {
    return this.#state;
  }

  start(): void {
    this.#stopped = false;
    this.#ask();
  }

  stop(): void {
    this.#stopped = true;
    if (this.#refresh !== null) this.#timers.clear(this.#refresh);
    if (this.#expiry !== null) this.#timers.clear(this.#expiry);
    this.#refresh = null;
    this.#expiry = null;
  }

  #ask(): void {
    this.#refresh = null;
    this.#issue().then(
      (issued) => {
        if (this.#stopped) return;
        if (this.#expiry !== null) this.#timers.clear(this.#expiry);
        // Timed by the code's life as the server gave it, not by this machine's clock.
        this.#expiry = this.#timers.set(() => {
          this.#expiry = null;
          this.#set({ code: null, error: this.#state.error });
        }, issued.ttlMs);
        this.#refresh = this.#timers.set(
          () => {
            this.#ask();
          },
          Math.max(1_000, (issued.ttlMs * 2) / 3),
        );
        this.#set({ code: issued.code, error: null });
      },
      (error: unknown) => {
        if (this.#stopped) return;
        // The code shown, if any, stays until it expires.
        this.#set({ code: this.#state.code, error });
        if (worthRetrying(error))
          this.#refresh = this.#timers.set(() => {
            this.#ask();
          }, HANDOVER_RETRY_MS);
      },
    );
  }

  #set(state: HandoverState): void {
    this.#state = state;
    this.#onChange(state);
  }
}

/**
 * The code that hands the host's seat to a phone (null: nothing to hand over), while this browser holds the seat (the game was created
 * here) and a phone may still take it: before the start, while the seat is not played from elsewhere. Once
 * a phone connects in that seat after it was seen away, this browser forgets the token, so the shared screen
 * holds no seat. The token itself is only ever sent to the server, which answers with short-lived codes.
 */
export function useHandover(code: string, lobby: Lobby | null): HandoverState | null {
  const [stored, setStored] = useState(() => loadSeat(code));
  const [state, setState] = useState<HandoverState>({ code: null, error: null });
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
  const token = holding && !connected ? stored.token : null;
  useEffect(() => {
    if (token === null) return;
    const codes = new HandoverCodes(() => api.handover(code, token), setState);
    codes.start();
    return () => {
      codes.stop();
      setState({ code: null, error: null });
    };
  }, [code, token]);
  return token === null ? null : state;
}

/**
 * The shared screen's key to its own place on the server (beside the spectators'): kept in this browser,
 * asked for with the host's token when the game was created here. Null elsewhere: the screen then watches
 * as an ordinary spectator.
 */
export function useTableKey(code: string): string | null {
  const [key, setKey] = useState(() => loadTableKey(code));
  useEffect(() => {
    if (key !== null) return;
    const seat = loadSeat(code);
    if (seat?.host !== true) return;
    let live = true;
    api.tableKey(code, seat.token).then(
      (answer) => {
        saveTableKey(code, answer.key);
        if (live) setKey(answer.key);
      },
      (error: unknown) => {
        // The screen still watches, as a spectator; the key is asked for again when the page is opened again.
        console.warn('the table screen’s key could not be had', error);
      },
    );
    return () => {
      live = false;
    };
  }, [code, key]);
  return key;
}

/**
 * On the phone: the handover code in the address (`#handover=<code>`), taken out of the address at once so
 * that it is neither bookmarked nor shared; null when the address carries none.
 */
export function takeHandoverCode(): string | null {
  const handover = handedOver(window.location.hash);
  if (handover !== null)
    window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return handover;
}

/**
 * The phone redeems the code once (a second try would be refused: it is single-use) and hears the token
 * of the seat it now holds; `pending` until the server answered, `error` if it refused.
 */
export function useRedeemHandover(
  code: string,
  handover: string | null,
  onSeat: (token: string) => void,
): { pending: boolean; error: unknown } {
  const [state, setState] = useState<{ pending: boolean; error: unknown }>({
    pending: handover !== null,
    error: null,
  });
  const asked = useRef(false);
  const deliver = useRef(onSeat);
  deliver.current = onSeat;
  useEffect(() => {
    // Once per page, even if React runs effects twice: the code works only once.
    if (handover === null || asked.current) return;
    asked.current = true;
    api.redeemHandover(code, handover).then(
      (seated) => {
        deliver.current(seated.token);
        setState({ pending: false, error: null });
      },
      (error: unknown) => {
        setState({ pending: false, error });
      },
    );
  }, [code, handover]);
  return state;
}

/** What the phone keeps of a seat handed over: the token, with the host's controls. */
export function keepHandedOver(code: string, token: string): { token: string; host: boolean } {
  const seat = { token, host: true };
  saveSeat(code, seat);
  return seat;
}
