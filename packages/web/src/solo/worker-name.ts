/**
 * The solo worker's name: `solo`, and the stored game's id after it when the page opens one, so that the worker
 * reads that game from IndexedDB from its first line (worker-early.ts), before any message can arrive.
 */
export function soloWorkerName(resume: string | null): string {
  return resume === null ? 'solo' : `solo ${resume}`;
}

/** The stored game a worker of that name is to resume, or null (a new game's worker). */
export function resumeOfWorkerName(name: string): string | null {
  return /^solo (\S+)$/.exec(name)?.[1] ?? null;
}
