import type { Action } from '@among-cultists/engine';
import { useEffect, useRef, type RefObject } from 'react';

/** The buttons of a decision (ActionList) and the map's tap targets (Board). */
const ACTION = 'button[data-action]:not(:disabled)';
const MAP_TARGET = '.map-frame [role="button"]';
/** Where focus rests when there is nothing to decide: the actions heading (ActionPanel). */
export const FOCUS_HOME = '[data-focus-home]';
const DECISION = `${ACTION}, ${MAP_TARGET}, ${FOCUS_HOME}`;

/**
 * Keeps keyboard focus on the decision at hand. When the offered actions change and focus was on an
 * action or resting on the actions heading (or fell to the page body because the pressed control went
 * away), it moves to the first control of the new decision, wherever it appeared (a panel above
 * included); with nothing to decide, to the actions heading. One who chose on the map stays on the map
 * while it offers targets. Focus elsewhere (the chat, a menu) is left alone.
 */
export function useDecisionFocus(legal: readonly Action[], within: RefObject<HTMLElement | null>): void {
  const key = JSON.stringify(legal);
  // The decision last seen: the first render moves nothing (the page just opened).
  const seen = useRef<string | null>(null);
  // Where focus last went: in the map, and on a decision's control.
  const lastInMap = useRef(false);
  const lastOnDecision = useRef(false);
  useEffect(() => {
    const onFocus = (e: FocusEvent) => {
      const el = e.target instanceof Element ? e.target : null;
      lastInMap.current = el?.closest('.map-frame') != null;
      lastOnDecision.current = el?.matches(DECISION) === true;
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      document.removeEventListener('focusin', onFocus);
    };
  }, []);
  useEffect(() => {
    const previous = seen.current;
    seen.current = key;
    if (previous === null || previous === key) return;
    const root = within.current;
    if (!root) return;
    const active = document.activeElement;
    // Fell to the body because the pressed control went away (not a reader who never chose by keyboard).
    const lost = (active === null || active === document.body) && lastOnDecision.current;
    const onDecision = active instanceof Element && active.matches(DECISION);
    if (!lost && !onDecision) return;
    const target =
      (lastInMap.current ? root.querySelector<HTMLElement | SVGElement>(MAP_TARGET) : null) ??
      root.querySelector<HTMLElement>(ACTION) ??
      root.querySelector<HTMLElement | SVGElement>(MAP_TARGET) ??
      root.querySelector<HTMLElement>(FOCUS_HOME);
    target?.focus();
  }, [key, within]);
}
