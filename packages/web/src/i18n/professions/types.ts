import type { professionsEn } from './en.ts';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape of the loaded Professions texts: the English keys, any strings. */
export type ProfessionsTexts = Widen<typeof professionsEn>;
