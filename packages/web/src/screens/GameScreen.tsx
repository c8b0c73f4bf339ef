/** @jsxRuntime automatic */
import type { Action, PlayerView, ViewedEvent } from '@among-cultists/engine';
import type { Lobby } from '@among-cultists/protocol';
import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameMap } from '../board/GameMap.tsx';
import { ActionPanel } from '../components/ActionPanel.tsx';
import { ChatPanel } from '../components/ChatPanel.tsx';
import { EncounterPanel } from '../components/EncounterPanel.tsx';
import { EndPanel } from '../components/EndPanel.tsx';
import { HelpPanel } from '../components/HelpPanel.tsx';
import { MountainsHelp } from '../board/MountainsInfo.tsx';
import { LogPanel, timedOutText } from '../components/LogPanel.tsx';
import { NightPanel } from '../components/NightPanel.tsx';
import { PlayersPanel } from '../components/PlayersPanel.tsx';
import { moderationOf } from '../components/SeatMenu.tsx';
import { PrivatePanel } from '../components/PrivatePanel.tsx';
import { MayorPanel, ProfessionsPanel } from '../components/Professions.tsx';
import { RolesInPlay } from '../components/RolesInPlay.tsx';
import { RoundEvent } from '../components/RoundEvent.tsx';
import { AbandonedNotice } from '../components/AbandonedNotice.tsx';
import { StandinNotice } from '../components/StandinNotice.tsx';
import { ScoreTrack } from '../components/ScoreTrack.tsx';
import { StatusBar } from '../components/StatusBar.tsx';
import { Announcer } from '../components/Announcer.tsx';
import { TurnSignals } from '../components/TurnSignals.tsx';
import { SoundControl } from '../sound/SoundControl.tsx';
import { useSoundCues } from '../sound/useSoundCues.ts';
import { Stage } from '../stage/Stage.tsx';
import { VotePanel } from '../components/VotePanel.tsx';
import { actionLabel, actionLocation } from '../game/actionLabel.ts';
import type { Names } from '../game/names.ts';
import { usePlayScreen } from '../game/usePlayScreen.ts';
import type { GameConnection, GameSnapshot } from '../net/connection.ts';
import { ClaimComposer } from '../notes/ClaimComposer.tsx';
import { useEarlierClaims } from '../notes/useEarlierClaims.ts';
import { useClaimVerdicts } from '../notes/useLedgerModel.ts';
import { LoadBoundary, LoadFailed } from '../components/LoadBoundary.tsx';
import { useAfterFirstPaint } from '../components/firstPaint.ts';
import { DelayBanner } from '../spectating/DelayBanner.tsx';

/** The notebook and the ledger come in a chunk of their own (with the engine's ledger): not in the landing page. */
const NotesPanels = lazy(() => import('../notes/NotesPanels.tsx'));

/**
 * Fetches that chunk ahead, while nothing is drawn yet: a solo game, while its worker replays the game (issue
 * 31). The screen still draws the panels only after its first paint; a failure shows where they are drawn.
 */
export function warmNotesPanels(): void {
  import('../notes/NotesPanels.tsx').catch((error: unknown) => {
    console.error('Among Cultists: the notebook could not be fetched ahead', error);
  });
}

/** Shown above the map and the panels, made from the game as the player sees it (the tutorial's coach). */
export type CoachSlot = (
  view: PlayerView,
  log: readonly ViewedEvent[],
  names: Names,
  lobby: Lobby,
  /** Holds the game's bots while the coach teaches (a lesson's game only), or lets them go on. */
  hold: (on: boolean) => void,
) => ReactNode;

/**
 * What the game screen asks of its game: the server's connection (net/connection.ts), or a solo game's
 * worker (solo/client.ts, issue 31), which never has what it never offers (no other people, no coach).
 */
type GameSource = Pick<
  GameConnection,
  | 'act'
  | 'chat'
  | 'claim'
  | 'saveNotebook'
  | 'coachHold'
  | 'takeback'
  | 'setAutoEnd'
  | 'takeover'
  | 'chatHistory'
  | 'claimsHistory'
  | 'mute'
  | 'report'
>;

interface Props {
  readonly connection: GameSource;
  readonly snapshot: GameSnapshot;
  readonly lobby: Lobby;
  readonly coach?: CoachSlot | undefined;
  /** In place of the end panel's online links (rematch, the replay by code, a new game): a solo game's own. */
  readonly ending?: ReactNode;
}

export function GameScreen({ connection, snapshot, lobby, coach, ending }: Props) {
  const { t } = useTranslation();
  const { view, names, waiting, decisions, act, voteProps } = usePlayScreen(connection, snapshot, lobby);
  // The first frame shows the map and the player's decision; the panels after them come in the next task.
  const rest = useAfterFirstPaint();
  const layout = view.board.layout;
  // Tapping a highlighted location makes the legal move that goes there.
  const byLocation = useMemo(() => {
    const map = new Map<number, Action>();
    for (const action of view.legal) {
      const at = actionLocation(action);
      if (at !== null) map.set(at, action);
    }
    return map;
  }, [view.legal]);
  const targets = useMemo(
    () => new Map([...byLocation].map(([loc, action]) => [loc, actionLabel(action, names)])),
    [byLocation, names],
  );
  useEarlierClaims(connection, snapshot.claimsBefore, snapshot.claimsLoading);
  useSoundCues(snapshot.log, view.phase.kind, view.me?.team ?? null);
  const verdicts = useClaimVerdicts(view, snapshot.log, snapshot.claims);
  const saveNotebook = useCallback(
    (notebook: Parameters<GameConnection['saveNotebook']>[0]) => connection.saveNotebook(notebook),
    [connection],
  );
  const hold = useCallback(
    (on: boolean) => {
      connection.coachHold(on);
    },
    [connection],
  );
  return (
    <main className="game">
      <StatusBar view={view} names={names} deadline={snapshot.deadline} />
      <SoundControl />
      <Announcer log={snapshot.log} names={names} />
      <Stage log={snapshot.log} view={view} names={names} />
      <ScoreTrack view={view} />
      <RoundEvent view={view} />
      {view.me === null && <p className="hint">{t('status.spectator')}</p>}
      <DelayBanner lobby={lobby} watching={view.me === null} />
      <AbandonedNotice lobby={lobby} />
      <StandinNotice
        lobby={lobby}
        seat={view.me?.seat ?? null}
        onTakeback={() => {
          connection.takeback();
        }}
      />
      {coach?.(view, snapshot.log, names, lobby, hold)}
      <div className="game-grid" ref={decisions}>
        <div className="map-col">
          <GameMap
            layout={layout}
            t={t}
            view={view}
            seatName={names.seat}
            characterOf={names.character}
            targets={targets}
            onPick={(location) => {
              const action = byLocation.get(location);
              if (action) act(action);
            }}
          />
          <ProfessionsPanel view={view} names={names} />
        </div>
        <div className="side-col">
          <EndPanel view={view} names={names} lobby={lobby} log={snapshot.log} ending={ending} />
          <NightPanel view={view} names={names} onAct={act} since={snapshot.phaseSince} />
          <EncounterPanel view={view} names={names} onAct={act} />
          <VotePanel {...voteProps} show="vote" />
          <MayorPanel view={view} names={names} onAct={act} />
          {snapshot.timedOut && (
            <p className="notice passing" role="status">
              {timedOutText(snapshot.timedOut, names)}
            </p>
          )}
          <ActionPanel
            view={view}
            names={names}
            notice={snapshot.notice}
            onAct={act}
            autoEnd={{
              on: snapshot.autoEnd.on,
              set: (on) => {
                connection.setAutoEnd(on);
              },
            }}
          />
          <VotePanel {...voteProps} show="result" />
          <PrivatePanel view={view} names={names} />
          {rest && (
            <>
              <RolesInPlay config={view.config} />
              <HelpPanel phase={view.phase.kind} />
              <MountainsHelp
                layout={layout}
                {...(view.board.vpTargets ? { vpTargets: view.board.vpTargets } : {})}
              />
              {view.me !== null && <TurnSignals waiting={waiting} />}
              <PlayersPanel
                view={view}
                lobby={lobby}
                names={names}
                onTakeover={(seat) => {
                  connection.takeover(seat);
                }}
                moderation={moderationOf(connection, snapshot)}
              />
              <ChatPanel
                me={view.me?.seat ?? null}
                others={view.seats.map((s) => s.seat).filter((s) => s !== view.me?.seat)}
                lines={snapshot.chat}
                seatName={names.seat}
                spectator={view.me === null}
                closed={view.effects.noConnection}
                more={snapshot.chatMore}
                loading={snapshot.chatLoading}
                onEarlier={() => {
                  connection.chatHistory();
                }}
                onSend={(text) => {
                  connection.chat(text);
                }}
                verdicts={verdicts}
                composer={
                  view.me !== null &&
                  view.phase.kind !== 'over' && (
                    <ClaimComposer
                      view={view}
                      seatName={names.seat}
                      onClaim={(claim) => {
                        connection.claim(claim);
                      }}
                    />
                  )
                }
              />
              <LoadBoundary where="the notebook and the ledger" fallback={<LoadFailed />}>
                <Suspense fallback={null}>
                  <NotesPanels
                    view={view}
                    log={snapshot.log}
                    claims={snapshot.claims}
                    names={names}
                    notebook={snapshot.notebook}
                    notebookError={snapshot.notebookError}
                    online={snapshot.link === 'open'}
                    onSave={saveNotebook}
                  />
                </Suspense>
              </LoadBoundary>
              <LogPanel log={snapshot.log} names={names} timeouts={snapshot.timeouts} />
            </>
          )}
        </div>
      </div>
    </main>
  );
}
