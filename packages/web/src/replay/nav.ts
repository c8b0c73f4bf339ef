/** How the replay moves: one step (an action), one Round, or to either end. */
export const MOVES = ['first', 'prevRound', 'prev', 'next', 'nextRound', 'last'] as const;
export type Move = (typeof MOVES)[number];

/** The first step of the Round that `step` is in (`rounds`: the Round at each step, never decreasing). */
export function roundStart(rounds: readonly number[], step: number): number {
  let k = step;
  while (k > 0 && rounds[k - 1] === rounds[step]) k--;
  return k;
}

/**
 * Where a move from `step` lands. A Round back goes to the start of this Round, or, from its start, to
 * the start of the one before; a Round on goes to the first step of the next Round (or the end).
 */
export function moveTo(rounds: readonly number[], step: number, move: Move): number {
  const last = rounds.length - 1;
  switch (move) {
    case 'first':
      return 0;
    case 'last':
      return last;
    case 'prev':
      return Math.max(0, step - 1);
    case 'next':
      return Math.min(last, step + 1);
    case 'prevRound': {
      const start = roundStart(rounds, step);
      return start < step || start === 0 ? start : roundStart(rounds, start - 1);
    }
    case 'nextRound': {
      for (let k = step + 1; k <= last; k++) if (rounds[k]! > rounds[step]!) return k;
      return last;
    }
  }
}

/** The move a key asks for: ←/→ a step, Shift+←/→ or Page Up/Down a Round, Home/End the ends. */
export function keyMove(key: string, shift: boolean): Move | null {
  switch (key) {
    case 'ArrowLeft':
      return shift ? 'prevRound' : 'prev';
    case 'ArrowRight':
      return shift ? 'nextRound' : 'next';
    case 'PageUp':
      return 'prevRound';
    case 'PageDown':
      return 'nextRound';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}

/** What else a key asks of the replay: play or pause, faster, slower, the list of shortcuts. */
export type KeyCommand = Move | 'toggle' | 'faster' | 'slower' | 'help';

/** The command a key asks for: a move (`keyMove`), Space to play or pause, + and − the speed, ? the shortcuts. */
export function keyCommand(key: string, shift: boolean): KeyCommand | null {
  switch (key) {
    case ' ':
      return 'toggle';
    case '+':
    case '=':
      return 'faster';
    case '-':
    case '_':
      return 'slower';
    case '?':
      return 'help';
    default:
      return keyMove(key, shift);
  }
}

/** A sideways swipe shorter than this (CSS px) is not a swipe. */
export const SWIPE_MIN = 48;

/** The move a finished swipe asks for: to the left is on (like turning a page), to the right is back. */
export function swipeMove(dx: number, dy: number): Move | null {
  if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) < 2 * Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'prev';
}
