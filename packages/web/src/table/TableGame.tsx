/** @jsxRuntime automatic */
import type { Action } from '@among-cultists/engine';
import type { Lobby } from '@among-cultists/protocol';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GameMap } from '../board/GameMap.tsx';
import { AbandonedNotice } from '../components/AbandonedNotice.tsx';
import { Announcer } from '../components/Announcer.tsx';
import { EncounterPanel } from '../components/EncounterPanel.tsx';
import { EndPanel } from '../components/EndPanel.tsx';
import { LogPanel } from '../components/LogPanel.tsx';
import { NightPanel } from '../components/NightPanel.tsx';
import { PageLink } from '../components/PageLink.tsx';
import { PlayersPanel } from '../components/PlayersPanel.tsx';
import { MayorPanel, ProfessionsPanel } from '../components/Professions.tsx';
import { RoundEvent } from '../components/RoundEvent.tsx';
import { ScoreTrack } from '../components/ScoreTrack.tsx';
import { StatusBar } from '../components/StatusBar.tsx';
import { SoundControl } from '../sound/SoundControl.tsx';
import { useSoundCues } from '../sound/useSoundCues.ts';
import { Stage } from '../stage/Stage.tsx';
import { VotePanel } from '../components/VotePanel.tsx';
import { makeNames } from '../game/names.ts';
import { CharacterChip } from '../identity/Portrait.tsx';
import { lobbySeatText } from '../identity/identity.ts';
import type { GameSnapshot } from '../net/connection.ts';
import { tablePath } from '../router.ts';
import { seatUrl } from './links.ts';
import { QrCode } from './QrCode.tsx';

interface Props {
  readonly code: string;
  readonly origin: string;
  /** What the screen's connection (a spectator's: it has no token) was sent. */
  readonly snapshot: GameSnapshot;
  readonly lobby: Lobby;
  /** The panels' buttons; a spectator's view offers none, so nothing here ever acts. */
  readonly onAct: (action: Action) => void;
  readonly onTakeover: (seat: number) => void;
}

/**
 * The shared screen during the game and after it: the public board, whose turn it is, the Night Phase's
 * ritual at the pace every screen keeps, Encounters, Votes with the ballots as they are revealed, the
 * score, the events, and at the end the result (with the replay's link). It is drawn from the spectator's
 * view only: given any other view it shows nothing of it.
 */
export function TableGame({ code, origin, snapshot, lobby, onAct, onTakeover }: Props) {
  const { t } = useTranslation();
  const view = snapshot.view;
  const layout = view?.board.layout;
  const names = useMemo(() => (layout ? makeNames(t, lobby, layout) : null), [t, lobby, layout]);
  // The table has no team: it hears what every screen hears, and the victory at the end.
  useSoundCues(snapshot.log, view?.phase.kind ?? 'none', null);
  if (view === null || view.viewer !== 'spectator' || names === null || layout === undefined) return null;
  const voteProps = { view, log: snapshot.log, names, deadline: snapshot.deadline, onAct };
  const rematch = lobby.rematch ?? null;
  return (
    <main className="table-screen table-game">
      <h2 className="sr-only">{t('table.screen.title', { code })}</h2>
      {/* A TV's top line: the Round, the phase and the counters, beside the sound and the seats' codes. */}
      <div className="table-top">
        <StatusBar view={view} names={names} deadline={snapshot.deadline} />
        <SoundControl />
        {/* Phones rejoin a game going on; one ended as abandoned has nothing left to play. */}
        {view.result === null && lobby.ended === undefined && (
          <Rejoin code={code} origin={origin} lobby={lobby} />
        )}
      </div>
      <Announcer log={snapshot.log} names={names} />
      <Stage log={snapshot.log} view={view} names={names} />
      <AbandonedNotice lobby={lobby} />
      <div className="table-grid">
        <div className="table-map">
          <GameMap layout={layout} t={t} view={view} seatName={names.seat} characterOf={names.character} />
          <ScoreTrack view={view} />
          <RoundEvent view={view} />
        </div>
        <div className="table-side">
          <EndPanel view={view} names={names} lobby={lobby} log={snapshot.log} />
          {rematch !== null && (
            // The end panel's rematch offers the game page; the table moves on to the rematch's screen.
            <p className="table-after">
              <PageLink to={tablePath(rematch.id)}>{t('table.screen.rematch')}</PageLink>
            </p>
          )}
          <NightPanel view={view} names={names} onAct={onAct} since={snapshot.phaseSince} />
          <EncounterPanel view={view} names={names} onAct={onAct} />
          <VotePanel {...voteProps} show="vote" />
          <MayorPanel view={view} names={names} onAct={onAct} />
          <VotePanel {...voteProps} show="result" />
          <ProfessionsPanel view={view} names={names} />
          <PlayersPanel view={view} lobby={lobby} names={names} onTakeover={onTakeover} />
          <LogPanel log={snapshot.log} names={names} />
        </div>
      </div>
    </main>
  );
}

/** A code per player's seat, for a phone that lost its page (the seat's token is on that phone only). */
function Rejoin({ code, origin, lobby }: { code: string; origin: string; lobby: Lobby }) {
  const { t } = useTranslation();
  const players = lobby.seats.filter((s) => s.kind === 'human' || s.kind === 'standin');
  if (players.length === 0) return null;
  return (
    <details className="panel table-rejoin">
      <summary>{t('table.screen.rejoin')}</summary>
      <div className="table-rejoin-body">
        <p className="hint">{t('table.screen.rejoinHint')}</p>
        <ul className="table-seats">
          {players.map((s) => (
            <li key={s.seat} className="table-seat">
              <p className="table-seat-name">
                <CharacterChip character={s.character} />
                <strong>{lobbySeatText(t, s)}</strong>
              </p>
              <QrCode url={seatUrl(origin, code, s.seat)} />
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
