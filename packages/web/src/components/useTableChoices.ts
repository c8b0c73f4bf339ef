import {
  seatCount,
  type GameOptions,
  type PlayerCount,
  type Role,
  type RoleSetName,
} from '@among-cultists/engine';
import { lifelinesAllowed, professionsAllowed } from '@among-cultists/engine/content';
import { useMemo, useState } from 'react';
import { loadRemembered, type Remembered } from '../net/remembered.ts';
import { useOptionsCheck } from '../screens/useOptionsCheck.ts';
import { boardOption, DEFAULT_BOARD_CHOICE, type BoardChoice } from './BoardSelect.tsx';

// Only to ask the engine whether the settings are valid; the server or the solo worker draws the real seed.
const PROBE_SEED = '0'.repeat(64);

/**
 * The options these choices give: what both the engine (with a seed) and the server's create request accept.
 */
interface TableOptions {
  readonly players: GameOptions['players'];
  readonly roleSet: RoleSetName;
  readonly automa?: true;
  readonly specialRoles?: Role[];
  readonly ruleset?: { readonly lifelines?: true; readonly professions?: true };
  readonly board?: string;
}

/** The choices a table is set up with, shared by the create form and the solo form, and what they make. */
export interface TableChoicesState {
  /** What this browser remembered when the form opened (each form reads its own extras from it). */
  readonly last: Partial<Remembered>;
  readonly name: string;
  readonly setName: (name: string) => void;
  readonly character: number;
  readonly setCharacter: (character: number) => void;
  readonly players: GameOptions['players'];
  readonly setPlayers: (players: GameOptions['players']) => void;
  readonly board: BoardChoice;
  readonly setBoard: (board: BoardChoice) => void;
  readonly preset: RoleSetName;
  readonly setPreset: (preset: RoleSetName) => void;
  readonly special: readonly Role[];
  /** The last set drawn by "Random valid set", announced to screen readers. */
  readonly drawn: readonly Role[] | null;
  readonly setSpecial: (roles: readonly Role[], fromDraw: boolean) => void;
  readonly automa: boolean;
  readonly setAutoma: (automa: boolean) => void;
  readonly lifelinesOffered: boolean;
  /** Lifelines chosen and offered at this table. */
  readonly lifelines: boolean;
  readonly setLifelines: (on: boolean) => void;
  readonly professionsOffered: boolean;
  /** Professions chosen and offered at this table. */
  readonly professions: boolean;
  readonly setProfessions: (on: boolean) => void;
  /** The engine's options for these choices (the seed is drawn by whoever starts the game). */
  readonly options: TableOptions;
  /** The engine's own objections to these choices, so the form says what would be refused. */
  readonly problems: readonly string[];
}

/**
 * The state of the table choices, starting from the remembered name and settings of the last game this browser
 * created (or joined, for the name); Lifelines and Professions always start off.
 */
export function useTableChoices(): TableChoicesState {
  const [last] = useState(loadRemembered);
  const [name, setName] = useState(last.name ?? '');
  const [character, setCharacter] = useState(last.character ?? 0);
  const [players, setPlayers] = useState<GameOptions['players']>(last.players ?? 5);
  // The map (MOC-WIN-01 and the Mountains of Chaos maps): the base University unless the host picks another.
  const [board, setBoard] = useState<BoardChoice>(last.board ?? DEFAULT_BOARD_CHOICE);
  const [preset, setPreset] = useState<RoleSetName>(last.preset ?? 'first');
  const [special, setSpecialRoles] = useState<readonly Role[]>(last.special ?? []);
  const [drawn, setDrawn] = useState<readonly Role[] | null>(null);
  const [automa, setAutoma] = useState(last.automa ?? false);
  const [lifelinesChosen, setLifelines] = useState(false);
  const [professionsChosen, setProfessions] = useState(false);
  const seats = seatCount(players, automa) as PlayerCount;
  // MOC-SETUP-04: offered only at the tables that may use it (never the 7-seat setup).
  const lifelinesOffered = lifelinesAllowed(seats);
  // PROF-GEN-01: offered only at the tables that may use it.
  const professionsOffered = professionsAllowed(seats);
  const lifelines = lifelinesChosen && lifelinesOffered;
  const professions = professionsChosen && professionsOffered;
  const options = useMemo((): TableOptions => {
    const ruleset = {
      ...(lifelines ? { lifelines: true as const } : {}),
      ...(professions ? { professions: true as const } : {}),
    };
    return {
      players,
      roleSet: preset,
      ...(automa ? { automa: true as const } : {}),
      ...(preset === 'expert' ? { specialRoles: [...special] } : {}),
      ...(Object.keys(ruleset).length > 0 ? { ruleset } : {}),
      ...boardOption(board),
    };
  }, [players, preset, automa, special, lifelines, professions, board]);
  const checkOptions = useOptionsCheck();
  const problems = useMemo(() => {
    if (checkOptions === null) return [];
    const checked = checkOptions({ ...options, seed: PROBE_SEED });
    return 'problems' in checked ? checked.problems.map((p) => p.message) : [];
  }, [checkOptions, options]);
  return {
    last,
    name,
    setName,
    character,
    setCharacter,
    players,
    setPlayers,
    board,
    setBoard,
    preset,
    setPreset,
    special,
    drawn,
    setSpecial: (roles, fromDraw) => {
      setSpecialRoles(roles);
      setDrawn(fromDraw ? roles : null);
    },
    automa,
    setAutoma,
    lifelinesOffered,
    lifelines,
    setLifelines,
    professionsOffered,
    professions,
    setProfessions,
    options,
    problems,
  };
}
