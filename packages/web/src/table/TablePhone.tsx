/** @jsxRuntime automatic */
import type { Action, PlayerView } from '@among-cultists/engine';
import { MAX_ROUNDS } from '@among-cultists/engine/content';
import type { Lobby } from '@among-cultists/protocol';
import { useTranslation } from 'react-i18next';
import { ActionPanel } from '../components/ActionPanel.tsx';
import { EncounterPanel } from '../components/EncounterPanel.tsx';
import { EndPanel } from '../components/EndPanel.tsx';
import { timedOutText } from '../components/LogPanel.tsx';
import { ActionList } from '../components/ActionList.tsx';
import { NightSecret } from '../components/NightPanel.tsx';
import { DetectiveNightSecret } from '../components/ProfessionBits.tsx';
import { PrivatePanel } from '../components/PrivatePanel.tsx';
import { MayorPanel, ProfessionsPanel } from '../components/Professions.tsx';
import { AbandonedNotice } from '../components/AbandonedNotice.tsx';
import { StandinNotice } from '../components/StandinNotice.tsx';
import { TurnSignals } from '../components/TurnSignals.tsx';
import { SoundControl } from '../sound/SoundControl.tsx';
import { useCountdown } from '../components/useCountdown.ts';
import { VotePanel } from '../components/VotePanel.tsx';
import type { Names } from '../game/names.ts';
import { legalOf } from '../game/phase.ts';
import { usePlayScreen } from '../game/usePlayScreen.ts';
import { waitingText } from '../game/waiting.ts';
import type { GameConnection, GameSnapshot } from '../net/connection.ts';
import { gamePath } from '../router.ts';
import { PhoneIdentity } from './PhoneIdentity.tsx';

interface Props {
  readonly connection: GameConnection;
  readonly snapshot: GameSnapshot;
  readonly lobby: Lobby;
  /** The seat the table's QR code named. */
  readonly seat: number;
  /** This phone's seat token, and whether its seat still has the laptop's name (see PhoneIdentity). */
  readonly identity?: {
    readonly token: string;
    readonly askName: boolean;
    readonly onRenamed: () => void;
  } | null;
}

/**
 * A phone at a table: only what is this seat's own (role, Route, hand, what it saw) and its decisions,
 * the engine's legal actions in the game's usual panels. The board, the log, the players and the
 * results are on the shared screen, large.
 */
export function TablePhone({ connection, snapshot, lobby, seat, identity = null }: Props) {
  const { t } = useTranslation();
  const { view, names, waiting, decisions, act, voteProps } = usePlayScreen(connection, snapshot, lobby);
  const me = view.me;
  if (me === null)
    return (
      <main className="table-phone">
        <p className="notice">{t('table.phone.notYours', { n: seat + 1 })}</p>
        <p>
          {/* A whole page load: the address differs only in its query, which the router does not follow. */}
          <a href={gamePath(lobby.id)}>{t('table.phone.watch')}</a>
        </p>
      </main>
    );
  return (
    <main className="game table-phone">
      <PhoneStatus view={view} names={names} deadline={snapshot.deadline} />
      {identity !== null && <PhoneIdentity code={lobby.id} lobby={lobby} seat={me.seat} {...identity} />}
      <p className="hint">{t('table.phone.you', { name: names.seat(me.seat) })}</p>
      <AbandonedNotice lobby={lobby} />
      <StandinNotice
        lobby={lobby}
        seat={me.seat}
        onTakeback={() => {
          connection.takeback();
        }}
      />
      {/* `side-col`: where the turn signals look for the decision to bring into view. */}
      <div className="side-col" ref={decisions}>
        <EndPanel view={view} names={names} lobby={lobby} log={snapshot.log} />
        <PhoneNight view={view} names={names} onAct={act} />
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
        <PrivatePanel view={view} names={names} />
        <ProfessionsPanel view={view} names={names} />
        {/* The table screen plays the game's cues; a phone beside it only says that its player's turn came. */}
        <SoundControl />
        <TurnSignals waiting={waiting} />
      </div>
    </main>
  );
}

/** One line: the Round, the phase, whom the game waits for, and the time left to decide. */
function PhoneStatus({ view, names, deadline }: { view: PlayerView; names: Names; deadline: number | null }) {
  const { t } = useTranslation();
  const left = useCountdown(deadline);
  const turn = waitingText(view, names);
  return (
    <header className="status" aria-live="polite">
      <div className="status-main">
        <strong>{t('status.round', { n: view.round, max: MAX_ROUNDS })}</strong>
        <span>{t(`phase.${view.phase.kind}`)}</span>
        {turn !== null && <span className={view.legal.length > 0 ? 'you' : undefined}>{turn}</span>}
        {left !== null && <span className="deadline">{t('status.deadline', { s: left })}</span>}
      </div>
    </header>
  );
}

/**
 * The Night Phase on a phone: what this seat saw, behind the same button on every phone, and Ready. The
 * ritual's steps are paced on the shared screen, for everyone at once.
 */
function PhoneNight({
  view,
  names,
  onAct,
}: {
  view: PlayerView;
  names: Names;
  onAct: (action: Action) => void;
}) {
  const { t } = useTranslation();
  const detective = view.phase.kind === 'detectiveNight';
  if (view.phase.kind !== 'night' && !detective) return null;
  const title = detective ? t('professions.night.title') : t('night.title');
  const ready = legalOf(view, 'ready');
  return (
    <section className="panel night" aria-label={title}>
      <h2>{title}</h2>
      {detective ? (
        <DetectiveNightSecret view={view} names={names} />
      ) : (
        <NightSecret view={view} names={names} />
      )}
      <p>{t('night.ready')}</p>
      {ready.length > 0 && <ActionList actions={ready} names={names} onAct={onAct} />}
      {view.me?.ready === true && <p className="mine">{t('night.youReady')}</p>}
    </section>
  );
}
