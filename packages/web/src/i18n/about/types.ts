import type { aboutEn } from './en.ts';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** A language's About texts: the English keys, any strings. */
export type AboutTexts = Widen<typeof aboutEn>;
