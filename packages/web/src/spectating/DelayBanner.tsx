/** @jsxRuntime automatic */
import type { Lobby } from '@among-cultists/protocol';
import { useTranslation } from 'react-i18next';

/**
 * Streamer mode (issue 30): a spectator of a delayed game is told, on every screen of it, that what it sees
 * is that many seconds behind the players. A status region, read once by screen readers when it appears.
 * Not for the players (nor their table screen, which has screens of its own): they see the game now.
 */
export function DelayBanner({ lobby, watching }: { lobby: Lobby | null; watching: boolean }) {
  const { t } = useTranslation();
  const seconds = lobby?.settings?.spectatorDelay ?? 0;
  if (!watching || seconds <= 0) return null;
  return (
    <p className="notice delay-banner" role="status">
      {t('spectating.banner', { seconds })}
    </p>
  );
}
