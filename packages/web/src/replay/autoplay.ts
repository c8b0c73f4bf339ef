import { useEffect, useRef, useState } from 'react';

/** The speeds autoplay offers, slowest first. */
export const SPEEDS = [0.5, 1, 2, 4] as const;
export type Speed = (typeof SPEEDS)[number];

/** How long a step stays on screen at 1× (ms). */
export const STEP_MS = 1500;

export function stepDelay(speed: Speed): number {
  return STEP_MS / speed;
}

/** The next speed up (or down), staying at the fastest (or slowest). */
export function nextSpeed(speed: Speed, by: 1 | -1): Speed {
  const i = SPEEDS.indexOf(speed) + by;
  return SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, i))]!;
}

/** What autoplay waits on: the page's timers, or a test's. `after` returns a way to cancel the wait. */
export interface Clock {
  after(ms: number, then: () => void): () => void;
}

/** The page's timers (looked up at each call, so a test's mocked ones are the ones used). */
export const pageClock: Clock = {
  after(ms, then) {
    const id = setTimeout(then, ms);
    return () => {
      clearTimeout(id);
    };
  },
};

export interface AutoplayState {
  readonly playing: boolean;
  readonly speed: Speed;
}

/**
 * Plays a replay on by itself: every `stepDelay(speed)` it asks `advance` for the next step, which says
 * whether there is more after it (at the end autoplay pauses). Holds no React state: `changed` is told.
 */
export class Autoplay {
  #state: AutoplayState = { playing: false, speed: 1 };
  #cancel: (() => void) | null = null;

  constructor(
    private readonly clock: Clock,
    private readonly advance: () => boolean,
    private readonly changed: (state: AutoplayState) => void = () => undefined,
  ) {}

  get state(): AutoplayState {
    return this.#state;
  }

  play(): void {
    if (this.#state.playing) return;
    this.#set({ ...this.#state, playing: true });
    this.#schedule();
  }

  pause(): void {
    this.#cancel?.();
    this.#cancel = null;
    if (this.#state.playing) this.#set({ ...this.#state, playing: false });
  }

  toggle(): void {
    if (this.#state.playing) this.pause();
    else this.play();
  }

  /** After a move by hand while playing: the step moved to stays a whole wait. */
  restart(): void {
    if (this.#state.playing) this.#schedule();
  }

  setSpeed(speed: Speed): void {
    if (speed === this.#state.speed) return;
    this.#set({ ...this.#state, speed });
    // The wait under way is the old speed's: the next step comes after the new one's.
    if (this.#state.playing) this.#schedule();
  }

  faster(): void {
    this.setSpeed(nextSpeed(this.#state.speed, 1));
  }

  slower(): void {
    this.setSpeed(nextSpeed(this.#state.speed, -1));
  }

  #set(state: AutoplayState): void {
    this.#state = state;
    this.changed(state);
  }

  #schedule(): void {
    this.#cancel?.();
    this.#cancel = this.clock.after(stepDelay(this.#state.speed), () => {
      this.#cancel = null;
      if (this.advance()) this.#schedule();
      else this.pause();
    });
  }
}

/**
 * An `Autoplay` for a component, its state as React state; stopped when the component goes. `advance` may
 * change from render to render (the latest one is asked).
 */
export function useAutoplay(advance: () => boolean, clock: Clock = pageClock): [AutoplayState, Autoplay] {
  const [state, setState] = useState<AutoplayState>({ playing: false, speed: 1 });
  const latest = useRef(advance);
  useEffect(() => {
    latest.current = advance;
  }, [advance]);
  const [player] = useState(() => new Autoplay(clock, () => latest.current(), setState));
  useEffect(
    () => () => {
      player.pause();
    },
    [player],
  );
  return [state, player];
}
