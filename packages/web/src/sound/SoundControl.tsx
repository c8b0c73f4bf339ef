/** @jsxRuntime automatic */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SoundSettings } from './settings.ts';
import { changeSound, previewCue, soundSettings } from './synth.ts';
import { GameIcon } from '../design/GameIcon.tsx';

/**
 * The one place sound is chosen: a toggle (off until the player presses it; the press is the gesture
 * the browser needs) and a volume, both remembered. Turning sound on plays the turn cue, so the player
 * hears what it sounds like and how loud.
 */
export function SoundControl() {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<SoundSettings>(soundSettings);
  const volumeId = useId();
  const change = (next: SoundSettings) => {
    setSettings(next);
    changeSound(next);
  };
  const percent = Math.round(settings.volume * 100);
  return (
    <div className="sound-control" role="group" aria-label={t('sound.group')}>
      <button
        type="button"
        className={settings.on ? 'sound-toggle on' : 'sound-toggle'}
        aria-pressed={settings.on}
        onClick={() => {
          const on = !settings.on;
          change({ ...settings, on });
          if (on) void previewCue('turn');
        }}
      >
        <GameIcon name={settings.on ? 'soundOn' : 'soundOff'} /> {t('sound.toggle')}
      </button>
      <label htmlFor={volumeId}>{t('sound.volume')}</label>
      <input
        id={volumeId}
        type="range"
        min={0}
        max={100}
        step={10}
        value={percent}
        aria-valuetext={t('sound.volumeValue', { percent })}
        onChange={(e) => {
          change({ ...settings, volume: Number(e.target.value) / 100 });
        }}
        onKeyUp={() => {
          if (settings.on) void previewCue('turn');
        }}
        onPointerUp={() => {
          if (settings.on) void previewCue('turn');
        }}
      />
    </div>
  );
}
