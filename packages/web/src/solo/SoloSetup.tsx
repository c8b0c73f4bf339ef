/** @jsxRuntime automatic */
import {
  seatCount,
  ROLE_SETS,
  type GameOptions,
  type PlayerCount,
  type Role,
  type RoleSetName,
} from '@among-cultists/engine';
import { lifelinesAllowed, PLAYER_COUNT_TABLE } from '@among-cultists/engine/content';
import { useMemo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BoardSelect,
  boardOption,
  DEFAULT_BOARD_CHOICE,
  type BoardChoice,
} from '../components/BoardSelect.tsx';
import { CharacterSelect } from '../components/CharacterSelect.tsx';
import { ExpertRoles } from '../components/ExpertRoles.tsx';
import { NameField } from '../components/NameField.tsx';
import { loadRemembered } from '../net/remembered.ts';
import { PLAYER_CHOICES } from '../screens/playerChoices.ts';
import { useOptionsCheck } from '../screens/useOptionsCheck.ts';
import type { SoloT } from './texts.ts';
import { SOLO_BOTS, SOLO_PACES, type SoloBots, type SoloPace, type SoloSetup } from './types.ts';

// Only to ask the engine whether the settings are valid; the worker draws the real seed.
const PROBE_SEED = '0'.repeat(64);

/**
 * The solo game's choices, with the create form's pieces (name, Character, players, map, roles, options):
 * the player takes the first seat, bots of the chosen strength the others.
 */
export function SoloSetupForm({ st, onStart }: { st: SoloT; onStart: (setup: SoloSetup) => void }) {
  const { t } = useTranslation();
  const [last] = useState(loadRemembered);
  const [name, setName] = useState(last.name ?? '');
  const [character, setCharacter] = useState(last.character ?? 0);
  const [players, setPlayers] = useState<GameOptions['players']>(last.players ?? 5);
  const [preset, setPreset] = useState<RoleSetName>(last.preset ?? 'first');
  const [automa, setAutoma] = useState(last.automa ?? false);
  const [special, setSpecial] = useState<readonly Role[]>(last.special ?? []);
  const [drawn, setDrawn] = useState<readonly Role[] | null>(null);
  const [board, setBoard] = useState<BoardChoice>(last.board ?? DEFAULT_BOARD_CHOICE);
  const [lifelines, setLifelines] = useState(false);
  const [professions, setProfessions] = useState(false);
  const [bots, setBots] = useState<SoloBots>('heuristic');
  const [pace, setPace] = useState<SoloPace>('watch');
  const seats = seatCount(players, automa) as PlayerCount;
  // MOC-SETUP-04 and PROF-GEN-01: offered only where the rules allow them, as on the create form.
  const lifelinesOffered = lifelinesAllowed(seats);
  const professionsOffered = PLAYER_COUNT_TABLE[seats].cultists >= 2;
  const ruleset = {
    ...(lifelines && lifelinesOffered ? { lifelines: true } : {}),
    ...(professions && professionsOffered ? { professions: true } : {}),
  };
  const options: Omit<GameOptions, 'seed'> = {
    players,
    roleSet: preset,
    ...(automa ? { automa: true } : {}),
    ...(preset === 'expert' ? { specialRoles: [...special] } : {}),
    ...(Object.keys(ruleset).length > 0 ? { ruleset } : {}),
    ...boardOption(board),
  };
  const checkOptions = useOptionsCheck();
  const problems = useMemo(() => {
    if (checkOptions === null) return [];
    const checked = checkOptions({ ...options, seed: PROBE_SEED });
    return 'problems' in checked ? checked.problems.map((p) => p.message) : [];
    // `options` is remade on every render; its parts are the dependencies.
  }, [checkOptions, players, preset, automa, special, board, lifelines, professions]);

  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    onStart({ name: name.trim(), character, options, bots, pace });
  };

  return (
    <form className="panel" onSubmit={submit}>
      <h2>{st('newGame')}</h2>
      <p className="hint">{st('intro')}</p>
      <NameField value={name} onChange={setName} />
      <CharacterSelect
        value={character}
        onChange={(c) => {
          setCharacter(c ?? 0);
        }}
      />
      <label>
        {t('landing.players')}
        <select
          value={players}
          onChange={(e) => {
            setPlayers(Number(e.target.value) as GameOptions['players']);
          }}
        >
          {PLAYER_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <BoardSelect value={board} onChange={setBoard} />
      <fieldset>
        <legend>{t('landing.preset')}</legend>
        {ROLE_SETS.map((p) => (
          <label key={p} className="inline">
            <input
              type="radio"
              name="solo-preset"
              checked={preset === p}
              onChange={() => {
                setPreset(p);
              }}
            />
            {t(`preset.${p}`)}
          </label>
        ))}
      </fieldset>
      {preset === 'expert' && (
        <ExpertRoles
          players={players}
          automa={automa}
          special={special}
          drawn={drawn}
          onChange={(roles, fromDraw) => {
            setSpecial(roles);
            setDrawn(fromDraw ? roles : null);
          }}
        />
      )}
      <label className="inline">
        <input
          type="checkbox"
          checked={automa}
          aria-describedby="solo-automa-hint"
          onChange={(e) => {
            setAutoma(e.target.checked);
          }}
        />
        {t('landing.automa')}
      </label>
      <p className="hint" id="solo-automa-hint">
        {t('landing.automaHint')}
      </p>
      <label className="inline">
        <input
          type="checkbox"
          checked={lifelines && lifelinesOffered}
          disabled={!lifelinesOffered}
          aria-describedby="solo-lifelines-hint"
          onChange={(e) => {
            setLifelines(e.target.checked);
          }}
        />
        {t('landing.lifelines')}
      </label>
      <p className="hint" id="solo-lifelines-hint">
        {t('landing.lifelinesHint')}
      </p>
      <label className="inline">
        <input
          type="checkbox"
          checked={professions && professionsOffered}
          disabled={!professionsOffered}
          aria-describedby="solo-professions-hint"
          onChange={(e) => {
            setProfessions(e.target.checked);
          }}
        />
        {t('professions.landing.professions')}
      </label>
      <p className="hint" id="solo-professions-hint">
        {t('professions.landing.needsCultists')}
      </p>
      <fieldset>
        <legend>{st('bots')}</legend>
        {SOLO_BOTS.map((kind) => (
          <label key={kind} className="inline">
            <input
              type="radio"
              name="solo-bots"
              checked={bots === kind}
              onChange={() => {
                setBots(kind);
              }}
            />
            {st(`bots.${kind}`)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{st('pace')}</legend>
        {SOLO_PACES.map((p) => (
          <label key={p} className="inline">
            <input
              type="radio"
              name="solo-pace"
              checked={pace === p}
              onChange={() => {
                setPace(p);
              }}
            />
            {st(`pace.${p}`)}
          </label>
        ))}
      </fieldset>
      {problems.length > 0 && (
        <ul className="notice" aria-live="polite">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <button type="submit" disabled={name.trim() === '' || problems.length > 0}>
        {st('start')}
      </button>
    </form>
  );
}
