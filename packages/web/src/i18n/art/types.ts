import type { artEn } from './en.ts';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape of the art texts: the English keys, any strings. */
export type ArtTexts = Widen<typeof artEn>;
