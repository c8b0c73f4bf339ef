import type { GameState, ViewedEvent } from '@among-cultists/engine';

/**
 * Each log entry's JSON as clients are sent it, written once per entry instead of once per client: a
 * public entry goes to every seat, and writing the same text for each was a sixth of a broadcast's time.
 * An entry is sent the same to every viewer who sees it (`logFor` adds only its number), so its text is
 * kept by number with the entry it was written from, and used again only for that very entry: a state of
 * another game, or a delayed spectator's replayed one, writes its own.
 */
export class EventTexts {
  readonly #texts: ({ readonly entry: object; readonly text: string } | undefined)[] = [];

  /** The JSON of `events` (`logFor` of `state`), exactly as `JSON.stringify(events)` writes it. */
  json(state: GameState, events: readonly ViewedEvent[]): string {
    let out = '[';
    for (let i = 0; i < events.length; i++) {
      const event = events[i]!;
      const entry = state.log[event.seq]!;
      let known = this.#texts[event.seq];
      if (known?.entry !== entry) {
        known = { entry, text: JSON.stringify(event) };
        this.#texts[event.seq] = known;
      }
      out += i === 0 ? known.text : `,${known.text}`;
    }
    return `${out}]`;
  }
}
