/**
 * Drives one player's page like a person would: reads what the page was sent (the same frames the app
 * renders), picks one of the offered actions and clicks its button.
 */
import type { Action, PlayerView } from '@among-cultists/engine';
import { distances } from '@among-cultists/engine/content';
import { ViewTracker, type ServerMessage, type WireMessage } from '@among-cultists/protocol';
import type { Page } from 'playwright-core';
import type { Messages } from '../src/i18n/types.ts';

export class PageDriver {
  readonly page: Page;
  readonly text: Messages;
  /** Every message this page received, views rebuilt, over all its connections. */
  readonly messages: ServerMessage[] = [];
  seat: number | null = null;
  latest: { readonly version: number; readonly view: PlayerView } | null = null;

  constructor(page: Page, text: Messages) {
    this.page = page;
    this.text = text;
    page.on('websocket', (socket) => {
      // The game's socket (/ws?game=<code>), not Vite's or any other.
      if (new URL(socket.url()).pathname !== '/ws') return;
      const tracker = new ViewTracker();
      socket.on('framereceived', ({ payload }) => {
        const message = tracker.receive(JSON.parse(String(payload)) as WireMessage);
        this.messages.push(message);
        if (message.t === 'welcome') this.seat = message.seat;
        if (message.t === 'update') this.latest = { version: message.version, view: message.view };
      });
    });
  }

  /** Waits until `test` holds for the latest view (or `ms` pass). */
  async waitForView(test: (view: PlayerView) => boolean, ms = 30_000): Promise<PlayerView> {
    const deadline = Date.now() + ms;
    for (;;) {
      const view = this.latest?.view;
      if (view && test(view)) return view;
      if (Date.now() > deadline)
        throw new Error(`timed out waiting for a view; last phase ${JSON.stringify(view?.phase)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** Clicks the button of `action`; false when the page moved on before it could be clicked. */
  async click(action: Action): Promise<boolean> {
    const button = this.page.locator(`button[data-action='${JSON.stringify(action)}']`).first();
    try {
      await button.click({ timeout: 3000 });
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Plays until the game is over (or `stop` says so before an action), choosing with `choose`.
   * Returns the number of actions clicked.
   */
  async play(
    choose: (view: PlayerView) => Action,
    stop: (view: PlayerView) => boolean = () => false,
    ms = 240_000,
  ): Promise<number> {
    const deadline = Date.now() + ms;
    let actedOn = -1;
    let clicks = 0;
    for (;;) {
      if (Date.now() > deadline) throw new Error('the game did not end in time');
      const latest = this.latest;
      if (latest?.view.phase.kind === 'over') return clicks;
      if (latest && stop(latest.view)) return clicks;
      if (latest && latest.version !== actedOn && latest.view.legal.length > 0) {
        actedOn = latest.version;
        if (await this.click(choose(latest.view))) clicks += 1;
        continue;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}

/** A seeded choice, so that a failing run can be told apart from another (not replayed: bots vary). */
export function picker(seed: number): (n: number) => number {
  let x = seed >>> 0 || 1;
  return (n) => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
}

/** Any offered action but the sole Cultist's claim (it would end the game on the spot). */
export function anyAction(pick: (n: number) => number): (view: PlayerView) => Action {
  return (view) => {
    const calm = view.legal.filter((a) => a.type !== 'claimVictory');
    const pool = calm.length > 0 ? calm : view.legal;
    return pool[pick(pool.length)]!;
  };
}

/** Heads for the Cafeteria and calls a Vote there whenever the Route allows. */
export function voteSeeker(pick: (n: number) => number): (view: PlayerView) => Action {
  const fallback = anyAction(pick);
  return (view) => {
    const vote = view.legal.find((a) => a.type === 'initiateVote');
    if (vote) return vote;
    const layout = view.board.layout;
    const distance = distances(layout, layout.cafeteria);
    const here = view.seats[view.me?.seat ?? 0]!.location;
    const closer = view.legal.find((a) => a.type === 'step' && distance[a.to]! < distance[here]!);
    if (closer) return closer;
    const stay = view.legal.find((a) => a.type === 'endMovement');
    if (stay && here === layout.cafeteria) return stay;
    return fallback(view);
  };
}
