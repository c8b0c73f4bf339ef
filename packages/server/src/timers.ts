import type { DecisionKind } from '@among-cultists/protocol';

/**
 * Decision timers: the host sets a limit per kind of decision. The server keeps the deadline and,
 * when it passes, plays the safe default for every seat still deciding. What the kinds are, which
 * one a step is, the step's key and the safe defaults are the engine's (`decisionOf`, from its phase
 * table): the defaults only choose among the engine's legal actions and never reveal what the player
 * would not have.
 */
export type Timers = Partial<Record<DecisionKind, number>>;
