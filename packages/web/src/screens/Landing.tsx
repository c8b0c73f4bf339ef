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
import type { CreateGame } from '@among-cultists/protocol';
import { DECISION_KINDS, isGameId } from '@among-cultists/protocol/plain';
import { lazy, Suspense, useMemo, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorText } from '../net/api.ts';
import { loadRemembered, remember } from '../net/remembered.ts';
import { saveSeat } from '../net/seats.ts';
import { gamePath, LEARN_PATH, navigate } from '../router.ts';
import { CharacterSelect } from '../components/CharacterSelect.tsx';
import { NameField } from '../components/NameField.tsx';
import { PageLink } from '../components/PageLink.tsx';
import { ExpertRoles } from '../components/ExpertRoles.tsx';
import { TutorialOffer } from '../tutorial/TutorialOffer.tsx';
import { SoloOffer } from '../solo/SoloOffer.tsx';
import { PLAYER_CHOICES } from './playerChoices.ts';
import { inLanguage, INDICATOR_TEXTS } from '../account/indicator-texts.ts';
import { LEADERBOARD_PATH } from '../ratings/path.ts';
import { useOptionsCheck } from './useOptionsCheck.ts';
import { DelayChoice, type SpectatorDelay } from '../spectating/DelayChoice.tsx';
import { isLanguage } from '../i18n/index.ts';
import {
  BoardSelect,
  boardOption,
  DEFAULT_BOARD_CHOICE,
  type BoardChoice,
} from '../components/BoardSelect.tsx';

/** 4 is 4 humans with the AUTOMA (the engine's 5-player setup). */
// Only to ask the engine whether the settings are valid; the server draws the real seed.
const PROBE_SEED = '0'.repeat(64);
// The public tables (issue 30) come in a chunk of their own, after the landing page's first render.
const PublicTables = lazy(async () => ({ default: (await import('./PublicTables.tsx')).PublicTables }));

export function Landing() {
  const { t, i18n } = useTranslation();
  // The name and settings of the last game this browser created (or joined, for the name).
  const [last] = useState(loadRemembered);
  const [name, setName] = useState(last.name ?? '');
  const [character, setCharacter] = useState(last.character ?? 0);
  const [players, setPlayers] = useState<GameOptions['players']>(last.players ?? 5);
  const [preset, setPreset] = useState<RoleSetName>(last.preset ?? 'first');
  const [automa, setAutoma] = useState(last.automa ?? false);
  const [lifelines, setLifelines] = useState(false);
  // The map (MOC-WIN-01 and the Mountains of Chaos maps): the base University unless the host picks another.
  const [board, setBoard] = useState<BoardChoice>(last.board ?? DEFAULT_BOARD_CHOICE);
  // MOC-SETUP-04: offered only at the tables that may use it (never the 7-seat setup).
  const lifelinesOffered = lifelinesAllowed(seatCount(players, automa) as PlayerCount);
  const withLifelines = lifelines && lifelinesOffered;
  const [professions, setProfessions] = useState(false);
  // PROF-GEN-01: the Professions module needs 2 Cultists (7-8 seats, the AUTOMA counted).
  const professionsOffered = PLAYER_COUNT_TABLE[seatCount(players, automa) as PlayerCount].cultists >= 2;
  const withProfessions = professions && professionsOffered;
  const ruleset = {
    ...(withLifelines ? { lifelines: true } : {}),
    ...(withProfessions ? { professions: true } : {}),
  };
  const rulesetOption = Object.keys(ruleset).length > 0 ? { ruleset } : {};
  const [timers, setTimers] = useState(last.seconds !== undefined && last.seconds !== null);
  // A public table (issue 30) is listed for strangers, in the page's language, and always has timers.
  const [listed, setListed] = useState(false);
  // Streamer mode: a public table's spectators may see it late (seconds; 0: as it happens).
  const [spectatorDelay, setSpectatorDelay] = useState<SpectatorDelay>(0);
  const timed = timers || listed;
  const uiLanguage = i18n.resolvedLanguage ?? 'en';
  const [seconds, setSeconds] = useState(last.seconds ?? 90);
  const [special, setSpecial] = useState<readonly Role[]>(last.special ?? []);
  /** The last set drawn by "Random valid set", announced to screen readers. */
  const [drawn, setDrawn] = useState<readonly Role[] | null>(null);
  const [code, setCode] = useState('');
  // The engine's own check of the settings, so the form says what the server would refuse.
  const checkOptions = useOptionsCheck();
  const problems = useMemo(() => {
    if (checkOptions === null) return [];
    const checked = checkOptions({
      players,
      seed: PROBE_SEED,
      roleSet: preset,
      ...(automa ? { automa: true } : {}),
      ...(preset === 'expert' ? { specialRoles: special } : {}),
      ...rulesetOption,
      ...boardOption(board),
    });
    return 'problems' in checked ? checked.problems.map((p) => p.message) : [];
  }, [checkOptions, players, preset, automa, special, withLifelines, withProfessions, board]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async (e: SyntheticEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const settings: CreateGame = {
      name: name.trim(),
      character,
      players,
      roleSet: preset,
      ...(automa ? { automa: true } : {}),
      ...(preset === 'expert' ? { specialRoles: [...special] } : {}),
      ...rulesetOption,
      ...boardOption(board),
      ...(timed ? { timers: Object.fromEntries(DECISION_KINDS.map((k) => [k, seconds])) } : {}),
      ...(listed ? { public: true, language: isLanguage(uiLanguage) ? uiLanguage : 'en' } : {}),
      ...(listed && spectatorDelay > 0 ? { spectatorDelay } : {}),
    };
    remember({
      name: name.trim(),
      character,
      players,
      preset,
      automa,
      special,
      seconds: timed ? seconds : null,
      board,
    });
    try {
      const created = await api.create(settings);
      saveSeat(created.id, { token: created.token, host: true });
      navigate(gamePath(created.id));
    } catch (err) {
      setError(errorText(err, t));
      setBusy(false);
    }
  };

  const join = (e: SyntheticEvent) => {
    e.preventDefault();
    const trimmed = code.trim();
    if (!isGameId(trimmed)) {
      setError(t('landing.badCode'));
      return;
    }
    navigate(gamePath(trimmed));
  };

  return (
    <main className="landing">
      <p className="tagline">{t('landing.tagline')}</p>
      <p className="learn-link">
        <PageLink to={LEARN_PATH}>{t('rules.ui.learn')}</PageLink> ·{' '}
        <PageLink to={LEADERBOARD_PATH}>
          {inLanguage(INDICATOR_TEXTS, i18n.resolvedLanguage).leaderboard}
        </PageLink>
      </p>
      <TutorialOffer />
      <SoloOffer />
      {error !== null && (
        <p className="notice" role="alert">
          {error}
        </p>
      )}
      <Suspense fallback={null}>
        <PublicTables name={name} onError={setError} />
      </Suspense>
      <form className="panel" onSubmit={(e) => void create(e)}>
        <h2>{t('landing.create')}</h2>
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
                name="preset"
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
            onChange={(e) => {
              setAutoma(e.target.checked);
            }}
          />
          {t('landing.automa')}
        </label>
        <p className="hint">{t('landing.automaHint')}</p>
        <OfferedOption
          name="lifelines"
          label={t('landing.lifelines')}
          hint={t('landing.lifelinesHint')}
          offered={lifelinesOffered}
          checked={withLifelines}
          onChange={setLifelines}
        />
        <OfferedOption
          name="professions"
          label={t('professions.landing.professions')}
          hint={t('professions.landing.needsCultists')}
          offered={professionsOffered}
          checked={withProfessions}
          onChange={setProfessions}
        />
        <label className="inline">
          <input
            type="checkbox"
            checked={listed}
            aria-describedby="public-hint"
            onChange={(e) => {
              setListed(e.target.checked);
            }}
          />
          {t('publicTables.publicTable')}
        </label>
        <p className="hint" id="public-hint">
          {t('publicTables.publicHint')}
        </p>
        {listed && <DelayChoice value={spectatorDelay} onChange={setSpectatorDelay} />}
        <label className="inline">
          <input
            type="checkbox"
            checked={timed}
            disabled={listed}
            onChange={(e) => {
              setTimers(e.target.checked);
            }}
          />
          {t('landing.timers')}
        </label>
        {timed && (
          <label>
            {t('landing.timerSeconds')}
            <input
              type="number"
              min={1}
              max={900}
              value={seconds}
              onChange={(e) => {
                setSeconds(Number(e.target.value));
              }}
            />
          </label>
        )}
        {problems.length > 0 && (
          <ul className="notice" aria-live="polite">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        <button type="submit" disabled={busy || name.trim() === '' || problems.length > 0}>
          {t('landing.createButton')}
        </button>
      </form>
      <form className="panel" onSubmit={join}>
        <h2>{t('landing.join')}</h2>
        <label>
          {t('landing.code')}
          <input
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
            }}
            autoCapitalize="characters"
            spellCheck={false}
          />
        </label>
        <button type="submit">{t('landing.joinButton')}</button>
      </form>
    </main>
  );
}

/**
 * An option of the game that only some tables may use: shown at every player count, greyed where it cannot be
 * used, its hint (which says why) tied to it.
 */
function OfferedOption(props: {
  name: string;
  label: string;
  hint: string;
  offered: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = `${props.name}-hint`;
  return (
    <>
      <label className="inline">
        <input
          type="checkbox"
          name={props.name}
          checked={props.checked}
          disabled={!props.offered}
          aria-describedby={hintId}
          onChange={(e) => {
            props.onChange(e.target.checked);
          }}
        />
        {props.label}
      </label>
      <p className="hint" id={hintId}>
        {props.hint}
      </p>
    </>
  );
}
