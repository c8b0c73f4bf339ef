/** @jsxRuntime automatic */
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyUpdate,
  dismissUpdate,
  registerServiceWorker,
  subscribeUpdate,
  updateWaiting,
} from './register.ts';

/**
 * "A new version is ready: Reload / Later" (register.ts), and what registers the service worker once it is mounted. A polite status at the foot of the screen: it is read
 * out when it appears but never takes the focus or covers the game's controls' place in the tab order; the region
 * is always there, so that screen readers announce what appears in it.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const ready = useSyncExternalStore(subscribeUpdate, updateWaiting, updateWaiting);
  // After the app's first render is committed: the worker never competes with it (register.ts).
  useEffect(registerServiceWorker, []);
  return (
    <div className="update-prompt" role="status">
      {ready && (
        <div className="update-prompt-box">
          <p>{t('pwa.updateReady')}</p>
          <button type="button" onClick={applyUpdate}>
            {t('pwa.reload')}
          </button>
          <button type="button" onClick={dismissUpdate}>
            {t('pwa.later')}
          </button>
        </div>
      )}
    </div>
  );
}
