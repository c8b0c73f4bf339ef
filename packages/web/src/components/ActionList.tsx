/** @jsxRuntime automatic */
import type { Action, ActionType } from '@among-cultists/engine';
import { useId } from 'react';
import { actionLabel } from '../game/actionLabel.ts';
import { explainText } from '../game/mountains.ts';
import type { Names } from '../game/names.ts';

interface Props {
  readonly actions: readonly Action[];
  readonly names: Names;
  readonly onAct: (action: Action) => void;
  /** Lay the buttons out side by side (seat choices) instead of one per line. */
  readonly compact?: boolean;
}

/**
 * One button per action, grouped by type; each group carries its one-line explanation, which every
 * button of the group points at (`aria-describedby`), so a list of ballots does not repeat it.
 */
export function ActionList({ actions, names, onAct, compact = false }: Props) {
  const groups: { type: ActionType; actions: Action[] }[] = [];
  for (const action of actions) {
    const group = groups.find((g) => g.type === action.type);
    if (group) group.actions.push(action);
    else groups.push({ type: action.type, actions: [action] });
  }
  return (
    <div className="action-groups">
      {groups.map((group) => (
        <ActionGroup key={group.type} {...group} names={names} onAct={onAct} compact={compact} />
      ))}
    </div>
  );
}

function ActionGroup({
  type,
  actions,
  names,
  onAct,
  compact,
}: {
  type: ActionType;
  actions: readonly Action[];
  names: Names;
  onAct: (action: Action) => void;
  compact: boolean;
}) {
  const id = useId();
  return (
    <div className="action-group">
      <div className={compact ? 'buttons compact' : 'buttons'}>
        {actions.map((action) => (
          <button
            type="button"
            key={JSON.stringify(action)}
            data-action={JSON.stringify(action)}
            aria-describedby={id}
            onClick={() => {
              onAct(action);
            }}
          >
            {actionLabel(action, names)}
          </button>
        ))}
      </div>
      <p className="explain" id={id}>
        {explainText(names.t, type)}
      </p>
    </div>
  );
}
