import type { mountainsEn } from './en.ts';

type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** Lesson 3's texts in any language: the English keys, any strings. */
export type LessonTextsOf = Widen<typeof mountainsEn>;
