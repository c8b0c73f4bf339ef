import type { PlayerView, ViewedEvent } from '@among-cultists/engine';
import type { LessonId } from '@among-cultists/protocol';
import type { Names } from '../../game/names.ts';
import type { Language } from '../../i18n/index.ts';

/** Values a coach text names (its {{placeholders}}). */
export type Values = Readonly<Record<string, string | number>>;

/** What one step's text names right now, from the view and its log only, plus an optional hint line (a key
 *  of the lesson's texts, e.g. `steps.move.meet`, and its values). */
export interface Facts {
  readonly values: Values;
  readonly hint: { readonly key: string; readonly values: Values } | null;
}

/**
 * A lesson's texts in one language: `steps.<step>.title` and `steps.<step>.text` for every step, and any
 * hint lines its facts name (`steps.<step>.<hint>`). English is the reference: every language has exactly
 * its keys and placeholders (test/tutorial-lessons.test.ts).
 */
export interface LessonTexts {
  readonly steps: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/**
 * One lesson's coach: the steps it explains, each when its situation first holds in the player's own view.
 * `do`: the step waits for the player's own decision and is over once the game has moved past it.
 * `read`: nothing to decide; the player says "Got it" (a bot acting never skips it).
 */
export interface CoachLesson<S extends string = string> {
  readonly id: LessonId;
  /** Every step, in the order a game usually brings them (the coach counts "Step n of N" by it). */
  readonly steps: readonly S[];
  readonly kind: Readonly<Record<S, 'do' | 'read'>>;
  /** When two steps hold at once, the first of these is explained first. Lists every step. */
  readonly priority: readonly S[];
  /** Whether the situation a step explains holds in this view (and the log the viewer has been sent). */
  holds(step: S, view: PlayerView, log: readonly ViewedEvent[]): boolean;
  /** What the step's text names (never anything the view does not hold). */
  facts(step: S, view: PlayerView, log: readonly ViewedEvent[], names: Names): Facts;
  /** The lesson's texts per language, each its own chunk (loaded when the lesson opens in it). */
  readonly texts: Readonly<Record<Language, () => Promise<LessonTexts>>>;
}
