/** @jsxRuntime automatic */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shipped maps a host can choose, by board id (the engine checks the choice like every option). Each is a board
 * the engine ships (test/mountains.test.tsx): the list is not filtered against the engine's shipped boards here,
 * because reading them from a module of the game page's first screen would load and validate both boards before
 * that screen's first render (issue 26).
 */
export const BOARD_CHOICES = ['university', 'mountains'] as const;
export type BoardChoice = (typeof BOARD_CHOICES)[number];
export const DEFAULT_BOARD_CHOICE: BoardChoice = 'university';

/**
 * The `board` option for a choice: left out for the default board, so older servers accept the game. The
 * default is the engine's `DEFAULT_BOARD_ID` (test/mountains.test.tsx holds them equal), named here by its id so
 * that the landing page does not load the shipped boards to read it.
 */
export function boardOption(board: BoardChoice): { board?: string } {
  return board === DEFAULT_BOARD_CHOICE ? {} : { board };
}

function isBoardChoice(id: string): id is BoardChoice {
  return (BOARD_CHOICES as readonly string[]).includes(id);
}

/** A board's name in the reader's language; an unknown board keeps its id. */
export function boardName(t: (key: `mountains.boards.${BoardChoice}`) => string, id: string | null): string {
  if (id === null) return t(`mountains.boards.${DEFAULT_BOARD_CHOICE}`);
  return isBoardChoice(id) ? t(`mountains.boards.${id}`) : id;
}

/** "Map": the University or the Mountains of Chaos, with what the expansion's maps change. */
export function BoardSelect({ value, onChange }: { value: BoardChoice; onChange: (b: BoardChoice) => void }) {
  const { t } = useTranslation();
  const hint = useId();
  return (
    <>
      <label>
        {t('mountains.landing.board')}
        <select
          value={value}
          aria-describedby={value === 'mountains' ? hint : undefined}
          onChange={(e) => {
            if (isBoardChoice(e.target.value)) onChange(e.target.value);
          }}
        >
          {BOARD_CHOICES.map((id) => (
            <option key={id} value={id}>
              {t(`mountains.boards.${id}`)}
            </option>
          ))}
        </select>
      </label>
      {value === 'mountains' && (
        <p className="hint" id={hint}>
          {t('mountains.landing.boardHint')}
        </p>
      )}
    </>
  );
}
