import type { CardKind, Colour, EventId, Profession } from '@among-cultists/engine';

/**
 * One drawn component, as data: what <Art> (the lazy wrapper) passes to the art chunk. Kept apart from the
 * drawings so that the eager code names a component without importing it.
 */
export type ArtSpec =
  | { readonly kind: 'card'; readonly card: CardKind }
  | { readonly kind: 'back' }
  | { readonly kind: 'unsafe' }
  | { readonly kind: 'route'; readonly lines: readonly (readonly Colour[])[]; readonly current?: number }
  | { readonly kind: 'event'; readonly id: EventId }
  | { readonly kind: 'eventBack' }
  | { readonly kind: 'knife' }
  | { readonly kind: 'vote'; readonly used?: boolean }
  | { readonly kind: 'cultist'; readonly count?: number }
  | { readonly kind: 'portal' }
  | { readonly kind: 'clock'; readonly round: number }
  | { readonly kind: 'door' }
  | { readonly kind: 'elevator' }
  | { readonly kind: 'profession'; readonly profession: Profession }
  | { readonly kind: 'professionBack' };

/** The height of each kind's drawing over its width, so a placeholder holds the same room while it loads. */
export function artAspect(spec: ArtSpec): number {
  return spec.kind === 'card' || spec.kind === 'back' || spec.kind === 'unsafe' || spec.kind === 'route'
    ? 84 / 60
    : 1;
}
