/** @jsxRuntime automatic */
import type { Lobby } from '@among-cultists/protocol';
import { useTranslation } from 'react-i18next';

/** Said over a game the server ended as abandoned (every player stayed away): it is over without a winner. */
export function AbandonedNotice({ lobby }: { readonly lobby: Lobby }) {
  const { t } = useTranslation();
  if (lobby.ended !== 'abandoned') return null;
  return (
    <p className="notice" role="status">
      {t('lobby.abandoned')}
    </p>
  );
}
