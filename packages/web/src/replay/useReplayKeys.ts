import { useEffect } from 'react';
import { keyMove, type Move } from './nav.ts';

/** Where a key belongs to the control that has the focus (typing, choosing, a map that pans). */
function ownsKeys(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, select, textarea, [contenteditable="true"], .map-frame') !== null;
}

/**
 * The replay's keys on the whole page: ←/→ a step, Shift+←/→ and Page Up/Down a Round, Home/End the ends.
 * A key another control took (the map pans with the arrows) or one with Ctrl, Alt or Meta is left alone.
 */
export function useReplayKeys(onMove: (move: Move) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || ownsKeys(e.target)) return;
      const move = keyMove(e.key, e.shiftKey);
      if (!move) return;
      e.preventDefault();
      onMove(move);
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
    };
  }, [onMove]);
}
