import type { en } from './en.ts';
import type { professionsEn } from './professions/en.ts';
import type { aboutEn } from './about/en.ts';
import type { artEn } from './art/en.ts';

/** The shape of a language: the English keys, any strings. */
export type Messages = Widen<typeof en>;
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The Professions texts load later (professions/index.ts) but are typed with the rest.
    // So do the About texts (about/index.ts) and the drawn components' (art/index.ts).
    resources: {
      translation: typeof en & { readonly professions: typeof professionsEn } & {
        readonly about: typeof aboutEn;
      } & { readonly art: typeof artEn };
    };
  }
}
