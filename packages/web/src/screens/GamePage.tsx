/** @jsxRuntime automatic */
import { moderationOf } from '../components/SeatMenu.tsx';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../net/api.ts';
import { forgetSeat, loadSeat, saveSeat, type StoredSeat } from '../net/seats.ts';
import { useFetchedLobby, useGameConnection } from '../net/useGame.ts';
import { keepHandedOver, takeHandoverCode, useRedeemHandover } from '../table/handover.ts';
import { PhoneIdentity } from '../table/PhoneIdentity.tsx';
import { TableJoin } from '../table/TableJoin.tsx';
import { TablePhone } from '../table/TablePhone.tsx';
import { GameScreen, type CoachSlot } from './GameScreen.tsx';
import { LobbyScreen } from './LobbyScreen.tsx';

/**
 * `/g/<code>`: the lobby until the first view arrives, then the game (with the tutorial's coach, if given).
 * `table`: the seat a table's QR code named (`?seat=N&table=1`): a phone at a table takes that seat and
 * shows only its own part, the shared screen (`/table/<code>`) the rest.
 */
export function GamePage({
  code,
  coach,
  table = null,
}: {
  code: string;
  coach?: CoachSlot;
  table?: number | null;
}) {
  const { t } = useTranslation();
  // A table's QR code that hands the host's seat over: a single-use code, redeemed for the seat's token.
  const [handover] = useState(() => (table === null ? null : takeHandoverCode()));
  const [stored, setStored] = useState<StoredSeat | null>(() => loadSeat(code));
  // A seat handed over from the laptop still has the laptop's name: its phone is asked for its own (issue 27).
  const [askName, setAskName] = useState(handover !== null);
  const identity =
    table !== null && stored !== null
      ? {
          token: stored.token,
          askName,
          onRenamed: () => {
            setAskName(false);
          },
        }
      : null;
  const [connection, snapshot] = useGameConnection(code, stored?.token ?? null);
  const redeemed = useRedeemHandover(code, handover, (token) => {
    setStored(keepHandedOver(code, token));
    connection.useToken(token);
  });
  const { fetched, setFetched, missing } = useFetchedLobby(code);

  useEffect(() => {
    if (snapshot.tokenRefused) {
      forgetSeat(code);
      setStored(null);
    }
  }, [snapshot.tokenRefused, code]);

  const lobby = snapshot.lobby ?? fetched;
  const joined = (token: string) => {
    const seat = { token, host: false };
    saveSeat(code, seat);
    setStored(seat);
    connection.useToken(token);
  };
  const banner =
    snapshot.link === 'reconnecting' ? (
      <p className="banner" role="status">
        {t('app.reconnecting')}
      </p>
    ) : null;

  if (missing) return <p className="notice">{t('lobby.notFound')}</p>;
  if (snapshot.view && lobby)
    return (
      <>
        {banner}
        {table === null ? (
          <GameScreen connection={connection} snapshot={snapshot} lobby={lobby} coach={coach} />
        ) : (
          <TablePhone
            connection={connection}
            snapshot={snapshot}
            lobby={lobby}
            seat={table}
            identity={identity}
          />
        )}
      </>
    );
  if (!lobby)
    return (
      <main className="connecting" aria-busy="true">
        <p role="status">{snapshot.link === 'reconnecting' ? t('app.reconnecting') : t('app.connecting')}</p>
      </main>
    );
  if (redeemed.pending)
    return (
      <>
        {banner}
        <p role="status">{t('table.phone.taking')}</p>
      </>
    );
  if (table !== null && stored === null && lobby.status === 'lobby')
    return (
      <>
        {banner}
        {snapshot.tokenRefused && <p className="notice">{t('error.badToken')}</p>}
        {redeemed.error !== null && (
          <p className="notice">
            {t('table.phone.handoverFailed', { reason: errorText(redeemed.error, t) })}
          </p>
        )}
        <TableJoin code={code} seat={table} lobby={lobby} onJoined={joined} />
      </>
    );
  return (
    <>
      {banner}
      {snapshot.tokenRefused && <p className="notice">{t('error.badToken')}</p>}
      {identity !== null && snapshot.seat !== null && (
        <PhoneIdentity code={code} lobby={lobby} seat={snapshot.seat} {...identity} />
      )}
      <LobbyScreen
        code={code}
        origin={window.location.origin}
        lobby={lobby}
        seat={snapshot.seat}
        stored={stored}
        onLobby={setFetched}
        moderation={moderationOf(connection, snapshot)}
        chat={{
          lines: snapshot.chat,
          more: snapshot.chatMore,
          loading: snapshot.chatLoading,
          onEarlier: () => {
            connection.chatHistory();
          },
          onSend: (text) => {
            connection.chat(text);
          },
        }}
        onJoined={joined}
      />
    </>
  );
}
