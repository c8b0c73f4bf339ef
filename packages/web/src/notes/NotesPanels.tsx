/** @jsxRuntime automatic */
import type { PlayerView, ViewedEvent } from '@among-cultists/engine';
import type { ChatLine, Notebook } from '@among-cultists/protocol';
import { useMemo } from 'react';
import type { Names } from '../game/names.ts';
import { LedgerPanel } from './LedgerPanel.tsx';
import { seatLedger } from './ledgerModel.ts';
import { NotebookPanel } from './NotebookPanel.tsx';

export interface NotesPanelsProps {
  readonly view: PlayerView;
  readonly log: readonly ViewedEvent[];
  /** Every claim line known (the connection's `claims`), not only the chat page shown. */
  readonly claims: readonly ChatLine[];
  readonly names: Names;
  readonly notebook: Notebook | null;
  readonly notebookError: { readonly code: string; readonly n: number } | null;
  readonly online: boolean;
  readonly onSave: (notebook: Notebook) => boolean;
}

/**
 * The seat's notebook and its encounter ledger, side by side with the chat. Loaded as a chunk of its own
 * (the game screen shows it lazily), with the engine's ledger and claims checker.
 */
export default function NotesPanels({
  view,
  log,
  claims,
  names,
  notebook,
  notebookError,
  online,
  onSave,
}: NotesPanelsProps) {
  const { ledger } = useMemo(() => seatLedger(view, log, claims), [view, log, claims]);
  return (
    <>
      {view.me !== null && (
        <NotebookPanel
          seats={view.seats.map((s) => s.seat)}
          me={view.me.seat}
          seatName={names.seat}
          saved={notebook}
          error={notebookError}
          online={online}
          closed={view.phase.kind === 'over'}
          onSave={onSave}
        />
      )}
      <LedgerPanel ledger={ledger} names={names} />
    </>
  );
}
