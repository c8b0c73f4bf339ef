import type { ClaimVerdict, PlayerView, ViewedEvent } from '@among-cultists/engine';
import type { ChatLine } from '@among-cultists/protocol';
import { useEffect, useMemo, useState } from 'react';
import type * as LedgerModule from './ledgerModel.ts';

type LedgerModel = typeof LedgerModule;

const NONE: ReadonlyMap<number, ClaimVerdict> = new Map();

/** The ledger module, fetched once `wanted` (its own chunk: the landing page does not carry it). */
export function useLedgerModel(wanted: boolean): LedgerModel | null {
  const [model, setModel] = useState<LedgerModel | null>(null);
  useEffect(() => {
    if (!wanted || model !== null) return;
    let live = true;
    import('./ledgerModel.ts').then(
      (m) => {
        if (live) setModel(m);
      },
      (e: unknown) => {
        // Offline, or a new deployment: claims show without the checker's marks until the next load.
        console.error('The claims checker could not be loaded.', e);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, model]);
  return model;
}

/**
 * The claims checker's verdict on each claim line known (`claims`: every one, not only the chat page
 * shown, since a verdict weighs earlier claims too), by line `seq` (empty until the checker loads).
 */
export function useClaimVerdicts(
  view: PlayerView,
  log: readonly ViewedEvent[],
  claims: readonly ChatLine[],
): ReadonlyMap<number, ClaimVerdict> {
  const model = useLedgerModel(claims.some((l) => l.claim !== undefined));
  return useMemo(
    () => (model ? model.seatLedger(view, log, claims).verdicts : NONE),
    [model, view, log, claims],
  );
}
