/** @jsxRuntime automatic */
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameMap } from '../board/GameMap.tsx';
import { EncounterPanel } from '../components/EncounterPanel.tsx';
import { LogPanel } from '../components/LogPanel.tsx';
import { PlayersPanel } from '../components/PlayersPanel.tsx';
import { PrivatePanel } from '../components/PrivatePanel.tsx';
import { RoundEvent } from '../components/RoundEvent.tsx';
import { ScoreTrack } from '../components/ScoreTrack.tsx';
import { StatusBar } from '../components/StatusBar.tsx';
import { Stage } from '../stage/Stage.tsx';
import { VotePanel } from '../components/VotePanel.tsx';
import { actionLabel } from '../game/actionLabel.ts';
import { makeNames } from '../game/names.ts';
import { pageClock, useAutoplay, type Clock } from './autoplay.ts';
import { chatSteps, chatUpTo } from './chat.ts';
import { CopyLink } from './CopyLink.tsx';
import { DealBadge } from './DealBadge.tsx';
import { lensParam, lensView, seatTruths, type Lens } from './lens.ts';
import { recordLobby } from './lobby.ts';
import { claimVerdicts } from './claims.ts';
import { lensMarks } from './lensMarks.ts';
import { byStep, knowledgeMarks, lieMarks } from './marks.ts';
import { MomentsPanel } from './MomentsPanel.tsx';
import { notebooksAt, saveSteps } from './notebookAt.ts';
import { NotebookShown } from './NotebookShown.tsx';
import { hintShown, rememberHint } from './hintOnce.ts';
import { moveTo, type KeyCommand, type Move } from './nav.ts';
import type { ReplayRecord } from './record.ts';
import { ReplayChat } from './ReplayChat.tsx';
import { StepControls } from './StepControls.tsx';
import type { ReplayT } from './text/index.ts';
import type { Timeline } from './timeline.ts';
import { TruthPanel } from './TruthPanel.tsx';
import { useReplayKeys } from './useReplayKeys.ts';
import type { DealCheck } from './verify.ts';

export interface ReplayScreenProps {
  readonly record: ReplayRecord;
  readonly timeline: Timeline;
  /** The badge's verdict; null while it is being worked out. */
  readonly check: DealCheck | null;
  /** SHA-256 of the final state's canonical JSON (the page exposes it for comparison with Node's). */
  readonly digest: string | null;
  readonly rt: ReplayT;
  readonly initialStep?: number;
  readonly initialLens?: Lens;
  /** More tools beside the lens (the file page's "Open another record"). */
  readonly extra?: ReactNode;
  /** What autoplay waits on (a test's clock; the page's timers otherwise). */
  readonly clock?: Clock;
}

const nothing = (): void => undefined;

/** A replay: the game at one step, through one lens, with the controls to move through it. */
export function ReplayScreen({
  record,
  timeline,
  check,
  digest,
  rt,
  initialStep = 0,
  initialLens = 'truth',
  extra,
  clock = pageClock,
}: ReplayScreenProps) {
  const { t } = useTranslation();
  const { last, rounds } = timeline;
  const [step, setStep] = useState(() => Math.min(Math.max(0, Math.trunc(initialStep)), last));
  const [lens, setLens] = useState<Lens>(initialLens);
  const state = useMemo(() => timeline.stateAt(step), [timeline, step]);
  const { view, log } = useMemo(() => lensView(state, lens), [state, lens]);
  // The panels offer no decision in a replay: they are shown the view without its legal actions.
  const shown = useMemo(() => ({ ...view, legal: [], unavailable: [] }), [view]);
  const layout = view.board.layout;
  const seats = state.seats.length;
  const automa = state.config.automa;
  const lobby = useMemo(() => recordLobby(record, seats, automa), [record, seats, automa]);
  const names = useMemo(() => makeNames(t, lobby, layout), [t, lobby, layout]);
  const said = useMemo(() => chatSteps(record.chat, record.actions, last), [record, last]);
  const saved = useMemo(() => saveSteps(record.notebookHistory, record.actions, last), [record, last]);
  const notebooks = useMemo(
    () => notebooksAt(record.notebooks, record.notebookHistory, saved, step),
    [record, saved, step],
  );
  // The truth's moments are the whole game's, with hindsight; a seat's or a spectator's only what it knew by now.
  const wholeGame = useMemo(
    () =>
      byStep([
        ...knowledgeMarks(timeline.final, timeline.logEnds),
        ...lieMarks(record.chat, said, rounds, claimVerdicts(timeline.final, record.chat, said, rounds)),
      ]),
    [timeline, record, said, rounds],
  );
  const marks = useMemo(
    () =>
      lens === 'truth'
        ? wholeGame
        : lensMarks(state, lens, timeline.logEnds, record.chat, said, rounds, step),
    [wholeGame, state, lens, timeline, record, said, rounds, step],
  );
  const contradicted = useMemo(
    () => new Map(marks.flatMap((m) => (m.line && m.reasons ? [[m.line.seq, m.reasons] as const] : []))),
    [marks],
  );
  const truths = useMemo(() => (lens === 'truth' ? seatTruths(state) : null), [state, lens]);
  const move = useCallback(
    (m: Move) => {
      setStep((current) => moveTo(rounds, current, m));
    },
    [rounds],
  );
  // Autoplay steps on from wherever the replay is; at the end it pauses.
  const at = useRef(step);
  useEffect(() => {
    at.current = step;
  }, [step]);
  const advance = useCallback(() => {
    const next = Math.min(last, at.current + 1);
    at.current = next;
    setStep(next);
    return next < last;
  }, [last]);
  const [autoplay, player] = useAutoplay(advance, clock);
  const [help, setHelp] = useState(false);
  // The tip on the keys shows once: in the first replay this browser opens, until the first move.
  const [tip, setTip] = useState(() => !hintShown());
  const first = useRef(step);
  useEffect(() => {
    if (tip) rememberHint();
  }, [tip]);
  useEffect(() => {
    if (step !== first.current) setTip(false);
  }, [step]);
  const command = useCallback(
    (c: KeyCommand) => {
      switch (c) {
        case 'toggle':
          // Played from the end, the replay starts again.
          if (!player.state.playing && at.current === last) {
            at.current = 0;
            setStep(0);
          }
          player.toggle();
          break;
        case 'faster':
          player.faster();
          break;
        case 'slower':
          player.slower();
          break;
        case 'help':
          setHelp((open) => !open);
          break;
        default:
          move(c);
          player.restart();
      }
    },
    [player, last, move],
  );
  useReplayKeys(command);

  const action = step > 0 ? record.actions[step - 1] : undefined;
  const happened =
    action === undefined
      ? rt('nav.deal')
      : lens === 'truth'
        ? rt('nav.action', { seat: names.seat(action.seat), action: actionLabel(action.action, names) })
        : rt('nav.hidden');
  const lensName = (l: Lens): string =>
    l === 'truth'
      ? rt('lens.truth')
      : l === 'spectator'
        ? rt('lens.spectator')
        : rt('lens.seat', { name: names.seat(l) });
  const hint =
    lens === 'truth'
      ? rt('lens.truthHint')
      : lens === 'spectator'
        ? rt('lens.spectatorHint')
        : rt('lens.seatHint', { name: names.seat(lens) });
  const result = view.result;
  const link =
    record.id === null || typeof window === 'undefined'
      ? null
      : `${window.location.origin}/replay/${encodeURIComponent(record.id)}?step=${step}&lens=${lensParam(lens)}`;
  return (
    <main
      className="replay"
      data-step={step}
      data-playing={autoplay.playing}
      data-speed={autoplay.speed}
      data-last={last}
      data-lens={lensParam(lens)}
      data-final={digest ?? ''}
      data-deal={check?.status ?? 'checking'}
    >
      <header className="replay-head">
        <h1>{record.id === null ? rt('title') : rt('titleGame', { code: record.id })}</h1>
        <p className="hint">{rt('intro')}</p>
        <DealBadge check={check} names={names} rt={rt} />
        <div className="replay-tools">
          <label className="replay-lens">
            {rt('lens.label')}
            <select
              value={lensParam(lens)}
              onChange={(e) => {
                const v = e.target.value;
                setLens(v === 'truth' || v === 'spectator' ? v : Number(v.slice(4)));
              }}
            >
              {(['truth', 'spectator', ...Array.from({ length: seats }, (_, s) => s)] as Lens[]).map((l) => (
                <option key={lensParam(l)} value={lensParam(l)}>
                  {lensName(l)}
                </option>
              ))}
            </select>
          </label>
          {link !== null && <CopyLink url={link} rt={rt} />}
          {extra}
        </div>
        <p className="hint replay-lens-hint">{hint}</p>
        {result && (
          <p className="replay-result">
            {rt('result', {
              round: result.round,
              winner: t('end.winner', { team: t(`team.${result.winner}`) }),
              reason: t(`victory.${result.reason}`),
            })}
          </p>
        )}
      </header>
      <StatusBar view={view} names={names} deadline={null} />
      <Stage log={log} view={view} names={names} step={step} />
      <ScoreTrack view={view} />
      <RoundEvent view={view} />
      <div className="game-grid">
        <div className="map-col">
          <GameMap layout={layout} t={t} view={shown} seatName={names.seat} characterOf={names.character} />
        </div>
        <div className="side-col">
          {truths && <TruthPanel seats={truths} log={log} names={names} rt={rt} />}
          <PrivatePanel view={shown} names={names} />
          {notebooks
            .filter((n) => lens === 'truth' || n.seat === lens)
            .map((n) => (
              <NotebookShown key={n.seat} shown={n} names={names} rt={rt} />
            ))}
          <EncounterPanel view={shown} names={names} onAct={nothing} />
          <VotePanel view={shown} log={log} names={names} deadline={null} onAct={nothing} />
          <MomentsPanel
            marks={marks}
            step={step}
            sofar={
              lens === 'truth'
                ? null
                : lens === 'spectator'
                  ? rt('moments.sofarSpectator')
                  : rt('moments.sofar', { name: names.seat(lens) })
            }
            names={names}
            rt={rt}
            onGo={setStep}
          />
          <PlayersPanel view={shown} lobby={lobby} names={names} onTakeover={nothing} />
          <ReplayChat
            lines={chatUpTo(record.chat, said, step)}
            whole={said === null}
            contradicted={contradicted}
            names={names}
            rt={rt}
          />
          <LogPanel log={log} names={names} />
        </div>
      </div>
      <StepControls
        step={step}
        last={last}
        round={rounds[step]!}
        happened={happened}
        marks={marks}
        rt={rt}
        playing={autoplay.playing}
        speed={autoplay.speed}
        hint={tip}
        help={help}
        onMove={(m) => {
          move(m);
          player.restart();
        }}
        onStep={(k) => {
          setStep(k);
          player.restart();
        }}
        onKey={command}
        onSpeed={(speed) => {
          player.setSpeed(speed);
        }}
        onDismissHint={() => {
          setTip(false);
        }}
      />
    </main>
  );
}
