/** @jsxRuntime automatic */
import type { Lobby } from '@among-cultists/protocol';
import { useTranslation } from 'react-i18next';

/** Says that a stand-in plays `seat` while its player is away, with the button that takes the seat back. */
export function StandinNotice({
  lobby,
  seat,
  onTakeback,
}: {
  lobby: Lobby;
  /** The player's own seat; null for a spectator, who has none to take back. */
  seat: number | null;
  onTakeback: () => void;
}) {
  const { t } = useTranslation();
  if (seat === null || lobby.seats[seat]?.kind !== 'standin') return null;
  return (
    <p className="notice standin" role="status">
      {t('standin.away')}{' '}
      <button type="button" onClick={onTakeback}>
        {t('standin.takeback')}
      </button>
    </p>
  );
}
