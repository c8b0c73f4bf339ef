// fake-indexeddb: an in-memory IndexedDB, the browser's storage API in Node (the store itself is the real one).
import 'fake-indexeddb/auto';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newSave } from './setup.ts';
import { SOLO_GAMES_KEPT, SoloStore } from './store.ts';
import { SOLO_SAVE_FORMAT, type SoloSave } from './types.ts';

let n = 0;
const hex = (bytes: number): string =>
  Array.from({ length: bytes }, () => ((n = (n + 37) % 251) & 0xff).toString(16).padStart(2, '0')).join('');

function game(updated: number): SoloSave {
  return newSave(
    { name: 'Ada', character: 0, options: { players: 5 }, bots: 'random', pace: 'watch' },
    hex,
    updated,
  );
}

describe('solo store (issue 31)', () => {
  it('keeps a game whole under its id, the last save replacing the one before', async () => {
    const store = await SoloStore.open();
    const save = game(1_000);
    await store.put(save);
    assert.deepEqual(await store.get(save.id), save);
    const later = {
      ...save,
      actions: [{ seat: 0, action: { type: 'endRound' as const }, at: 2_000 }],
      updated: 2_000,
    };
    await store.put(later);
    assert.deepEqual(await store.get(save.id), later);
    const listed = (await store.list()).find((s) => s.id === save.id);
    assert.deepEqual(listed, {
      id: save.id,
      players: 5,
      people: ['Ada'],
      bots: 'random',
      actions: 1,
      updated: 2_000,
      finished: false,
    });
    await store.delete(save.id);
    assert.equal(await store.get(save.id), null);
    // Pass and play: the list names the people who share the device.
    const shared = newSave(
      {
        name: 'Ada',
        character: 0,
        others: [{ name: 'Bea', character: 1 }],
        options: { players: 5 },
        bots: 'random',
        pace: 'watch',
      },
      hex,
      3_000,
    );
    await store.put(shared);
    assert.deepEqual((await store.list()).find((s) => s.id === shared.id)?.people, ['Ada', 'Bea']);
    await store.delete(shared.id);
    store.close();
  });

  it('answers null for a save of another format, and lists the latest game first', async () => {
    const store = await SoloStore.open();
    const old = game(10);
    const fresh = game(20);
    await store.put(old);
    await store.put(fresh);
    const list = await store.list();
    assert.deepEqual(
      list.map((s) => s.id).filter((id) => id === old.id || id === fresh.id),
      [fresh.id, old.id],
    );
    const other = { ...game(30), format: SOLO_SAVE_FORMAT + 1 } as unknown as SoloSave;
    await store.put(other);
    assert.equal(await store.get(other.id), null);
    assert.equal(
      (await store.list()).some((s) => s.id === other.id),
      false,
    );
    store.close();
  });

  it('reads a save of format 1 (one person, before pass and play) as a game of that one person', async () => {
    const store = await SoloStore.open();
    const { people, notebooks, showing, ...rest } = game(40);
    const notebook = { marks: notebooks.map(() => null), notes: 'kept' };
    const v1 = { ...rest, format: 1, human: people[0], notebook };
    await store.put(v1 as unknown as SoloSave);
    const read = await store.get(v1.id);
    assert.deepEqual(read, {
      ...rest,
      format: SOLO_SAVE_FORMAT,
      people,
      showing,
      notebooks: [notebook, null, null, null, null],
    });
    assert.equal((await store.list()).find((s) => s.id === v1.id)?.actions, 0);
    store.close();
  });

  it(`keeps at most ${SOLO_GAMES_KEPT} games: a new one drops the oldest, never itself`, async () => {
    const store = await SoloStore.open();
    const saves = Array.from({ length: SOLO_GAMES_KEPT + 3 }, (_, i) => game(100 + i));
    for (const s of saves) await store.put(s);
    const kept = await store.list();
    assert.equal(kept.length, SOLO_GAMES_KEPT);
    assert.equal(kept[0]?.id, saves.at(-1)!.id);
    assert.equal(await store.get(saves[0]!.id), null, 'the oldest left');
    // A game saved again (an action of a kept game) drops nothing.
    await store.put({ ...saves[5]!, updated: 999 });
    assert.equal((await store.list()).length, SOLO_GAMES_KEPT);
    store.close();
  });
});
