/**
 * The first module the solo worker runs (worker.ts imports it before the engine and the bots): it opens the
 * game store and, when the page named a stored game in the worker's name, reads that game at once, so that the
 * browser's IndexedDB works while the engine's and the bots' modules are still being evaluated (issue 31: most
 * of a reopened game's first screen is the worker's start).
 */
import { SoloStore } from './store.ts';
import type { SoloSave } from './types.ts';
import { resumeOfWorkerName } from './worker-name.ts';

let opened: Promise<SoloStore> | null = null;

/** The store, opened once; a failed opening is tried again by the next call. */
export function openStore(): Promise<SoloStore> {
  opened ??= SoloStore.open().catch((e: unknown) => {
    opened = null;
    throw e;
  });
  return opened;
}

let early: { readonly id: string; readonly save: Promise<SoloSave | null> } | null = null;
const named = resumeOfWorkerName(self.name);
if (named !== null) {
  const save = openStore().then((store) => store.get(named));
  // Its failure is also the host's to tell the page (a 'storage' failure) when it takes the read; said here
  // with the game's id as it happens, so that a read no one takes is not lost, and never reported as unhandled.
  save.catch((e: unknown) => {
    console.error(`solo worker: the early read of game ${named} failed`, e);
  });
  early = { id: named, save };
}

/** The read begun for the game `id`, once: a later 'resume' of it reads again (the game moved on). */
export function takeEarlyRead(id: string): Promise<SoloSave | null> | undefined {
  if (early === null || early.id !== id) return undefined;
  const { save } = early;
  early = null;
  return save;
}
