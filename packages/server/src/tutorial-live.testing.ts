import assert from 'node:assert/strict';
import {
  replay,
  type Action,
  type GameOptions,
  type GameState,
  type PlayerView,
  type ViewedEvent,
} from '@among-cultists/engine';
import type { Lobby, ServerMessage } from '@among-cultists/protocol';
import { get, post, TestClient, type RunningServer } from './testing.ts';

/** What POST /api/tutorial answers: the game, the player's seat and token, and its lobby. */
export interface TutorialCreated {
  readonly id: string;
  readonly seat: number;
  readonly token: string;
  readonly lobby: Lobby;
}

/** A game's record as GET /api/games/:id/record serves it. */
export interface GameRecord {
  readonly options: GameOptions;
  readonly commitment: string;
  readonly actions: { seat: number; action: never }[];
}

/**
 * A lesson played through the live server, as the browser plays it: POST /api/tutorial with `body`, then the
 * player's seat over the socket, choosing with `choose` (given the view and every event the seat was sent,
 * like simulateLesson's player) whenever it has something to decide, until the game is over; then the game's
 * record, fetched and replayed in the engine. The caller checks what the lesson's story should be.
 */
export async function playTutorialLive(
  srv: RunningServer,
  body: Readonly<Record<string, unknown>>,
  choose: (view: PlayerView, log: readonly ViewedEvent[]) => Action,
): Promise<{ created: TutorialCreated; view: PlayerView; record: GameRecord; replayed: GameState }> {
  const created = await post<TutorialCreated>(`${srv.http}/api/tutorial`, body);
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const { id, token } = created.body;

  const client = await TestClient.connect(srv.ws);
  client.send({ t: 'hello', game: id, token });
  const events = (): ViewedEvent[] =>
    client.messages.flatMap((m: ServerMessage) => (m.t === 'update' ? m.events : []));
  let actedOn = -1;
  await client.until(
    () => {
      const latest = client.latest();
      if (!latest) return false;
      if (latest.view.phase.kind === 'over') return true;
      if (latest.view.legal.length > 0 && latest.version !== actedOn) {
        actedOn = latest.version;
        client.act(choose(latest.view, events()));
      }
      return false;
    },
    120_000,
    'the end of the lesson',
  );
  const view = client.latest()!.view;
  client.close();

  const record = await get<GameRecord>(`${srv.http}/api/games/${id}/record`);
  assert.equal(record.status, 200);
  const replayed = replay({ options: record.body.options, actions: record.body.actions });
  assert.ok(replayed.ok, 'the record replays');
  return { created: created.body, view, record: record.body, replayed: replayed.state };
}
