/** @jsxRuntime automatic */
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canNotify, loadPrefs, savePrefs, signalsFor, type SignalPrefs } from '../game/turnSignals.ts';
import { playCue, soundSettings } from '../sound/synth.ts';

/** Phones: the decision panel may be far below the map, so it is scrolled into view. */
const NARROW = '(max-width: 899px)';
/** The panels that hold a decision, in the order of the side column. */
const DECISION = '.side-col section.panel:is(.night, .encounter, .vote, .actions)';

function reducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The first decision panel with something to press. */
function decisionPanel(): Element | null {
  for (const panel of document.querySelectorAll(DECISION))
    if (panel.querySelector('button:not([disabled])') !== null) return panel;
  return null;
}

/** A notification that brings the tab back when tapped; null where pages may not make one themselves. */
function showNotification(title: string, body: string): Notification | null {
  try {
    const note = new Notification(title, { body, tag: 'ac-turn' });
    note.onclick = () => {
      window.focus();
      note.close();
    };
    return note;
  } catch {
    // Chrome on Android allows notifications only through a service worker: the other signals remain.
    return null;
  }
}

/**
 * Signals the start of this player's turn (see turnSignals.ts) and offers the choice of a notification
 * while the tab is hidden; permission is asked only when the player ticks it. Sound is chosen in the
 * sound control (sound/SoundControl.tsx), which the turn cue obeys.
 */
export function TurnSignals({ waiting }: { waiting: boolean }) {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useState<SignalPrefs>(loadPrefs);
  const [denied, setDenied] = useState(false);
  const notifyId = useId();
  // Starts as "not waiting", so a page opened on the player's turn signals it too.
  const was = useRef(false);
  const shown = useRef<Notification | null>(null);
  useEffect(() => {
    const signals = signalsFor(
      was.current,
      waiting,
      { ...prefs, sound: soundSettings().on },
      {
        hidden: document.hidden,
        narrow: window.matchMedia(NARROW).matches,
        canNotify: canNotify(),
      },
    );
    was.current = waiting;
    if (signals.tone) void playCue('turn');
    if (signals.buzz && 'vibrate' in navigator) navigator.vibrate(200);
    if (signals.notify) shown.current = showNotification(t('app.title'), t('feel.notifyBody'));
    if (signals.scroll)
      decisionPanel()?.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
    // Decided (here or elsewhere): the notification has nothing left to say.
    if (!waiting) {
      shown.current?.close();
      shown.current = null;
    }
    // Only a change of `waiting` signals; a new choice applies from the next turn.
  }, [waiting]);

  const change = (next: SignalPrefs) => {
    setPrefs(next);
    savePrefs(next);
  };
  const notifications = typeof Notification !== 'undefined';
  const toggleNotify = async (on: boolean) => {
    if (!on) {
      change({ ...prefs, notify: false });
      return;
    }
    const permission =
      Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
    setDenied(permission !== 'granted');
    change({ ...prefs, notify: permission === 'granted' });
  };
  return (
    <details className="panel signals">
      <summary>{t('feel.signals')}</summary>
      {notifications && (
        <p className="signal-row">
          <input
            id={notifyId}
            type="checkbox"
            checked={prefs.notify && !denied}
            aria-describedby={denied ? `${notifyId}-denied` : undefined}
            onChange={(e) => {
              void toggleNotify(e.target.checked);
            }}
          />
          <label htmlFor={notifyId}>{t('feel.notify')}</label>
        </p>
      )}
      {denied && (
        <p id={`${notifyId}-denied`} className="hint" role="status">
          {t('feel.notifyDenied')}
        </p>
      )}
    </details>
  );
}
