import type { en } from './en.ts';

/** The shape of a language: the English keys, any strings. */
export type Messages = Widen<typeof en>;
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
