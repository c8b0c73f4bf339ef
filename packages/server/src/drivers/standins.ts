/**
 * Deadlines each seat missed in a row on its own turn, and the votes to let a stand-in bot play a seat
 * whose player keeps missing them. Both change only at public moments: a deadline passing on a seat's own
 * turn, and that seat acting on its own turn (a hidden choice in a simultaneous step changes nothing here,
 * so its timing shows nowhere).
 */
export class Standins {
  readonly #missed = new Map<number, number>();
  readonly #votes = new Map<number, Set<number>>();

  missed(seat: number): number {
    return this.#missed.get(seat) ?? 0;
  }

  /** The seat let its own turn's deadline pass. */
  missedTurn(seat: number): void {
    this.#missed.set(seat, this.missed(seat) + 1);
  }

  /** The seat's player is back (acted on its turn, or took the seat back): true if that changed the count. */
  back(seat: number): boolean {
    this.#votes.delete(seat);
    return this.#missed.delete(seat);
  }

  /** The seat's player acted: the votes against it lapse (whatever step it is, votes are never shown). */
  acted(seat: number): void {
    this.#votes.delete(seat);
  }

  /** A voter left the table: its votes no longer count. */
  left(voter: number): void {
    for (const [target, voters] of this.#votes) {
      voters.delete(voter);
      if (voters.size === 0) this.#votes.delete(target);
    }
  }

  /** Adds a vote; true when more than half of `voters` (the other players at the table) agree. */
  vote(voter: number, target: number, voters: number): boolean {
    const votes = this.#votes.get(target) ?? new Set<number>();
    votes.add(voter);
    this.#votes.set(target, votes);
    if (votes.size * 2 <= voters) return false;
    this.#votes.delete(target);
    return true;
  }

  /** The missed counts, to send to the other nodes. */
  missedCounts(): [number, number][] {
    return [...this.#missed];
  }

  /** The missed counts the node running the game's timers sent; true if that changed any. */
  adoptMissed(counts: readonly (readonly [number, number])[]): boolean {
    const before = JSON.stringify(this.missedCounts());
    this.#missed.clear();
    for (const [seat, n] of counts) if (n > 0) this.#missed.set(seat, n);
    return before !== JSON.stringify(this.missedCounts());
  }

  /** Votes standing against a seat (tests and the log). */
  votes(target: number): number {
    return this.#votes.get(target)?.size ?? 0;
  }
}
