import { useEffect } from 'react';
import { keyCommand, type KeyCommand } from './nav.ts';

/** Where a key belongs to the control that has the focus (typing, choosing, a map that pans). */
function ownsKeys(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, select, textarea, [contenteditable="true"], .map-frame') !== null) return true;
  // Space and Enter press the button or follow the link that has the focus.
  return (key === ' ' || key === 'Enter') && target.closest('button, a, summary') !== null;
}

/**
 * The replay's keys on the whole page (`keyCommand`): ←/→ a step, Shift+←/→ and Page Up/Down a Round, Home/End
 * the ends, Space play or pause, + and − the speed, ? the shortcuts. A key another control took (the map pans
 * with the arrows, a focused button takes Space) or one with Ctrl, Alt or Meta is left alone.
 */
export function useReplayKeys(onKey: (command: KeyCommand) => void): void {
  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey || ownsKeys(e.target, e.key)) return;
      const command = keyCommand(e.key, e.shiftKey);
      if (!command) return;
      e.preventDefault();
      onKey(command);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [onKey]);
}
