/**
 * Seats connected to a game through other nodes, as each node last said (several nodes). A node repeats
 * itself every beat; one that stops (killed, cut off) is forgotten after `ttlMs`, one that leaves says so.
 */
export class RemotePresence {
  readonly #ttlMs: number;
  readonly #nodes = new Map<string, { readonly seats: readonly number[]; readonly at: number }>();

  constructor(ttlMs: number) {
    this.#ttlMs = ttlMs;
  }

  /** A node said which seats are connected through it; true if that changed what it had said. */
  heard(node: string, seats: readonly number[], now: number): boolean {
    const before = this.#nodes.get(node);
    this.#nodes.set(node, { seats: [...seats].sort((a, b) => a - b), at: now });
    return JSON.stringify(before?.seats ?? []) !== JSON.stringify(this.#nodes.get(node)!.seats);
  }

  /** A node left the game; true if it had seats. */
  forget(node: string): boolean {
    const had = this.#nodes.get(node);
    this.#nodes.delete(node);
    return (had?.seats.length ?? 0) > 0;
  }

  /** Adds the seats other nodes still vouch for to `seats`. */
  addTo(seats: Set<number>, now: number): Set<number> {
    for (const [node, remote] of this.#nodes) {
      if (now - remote.at > this.#ttlMs) {
        this.#nodes.delete(node);
        continue;
      }
      for (const seat of remote.seats) seats.add(seat);
    }
    return seats;
  }
}
