/** The sound control (sound/SoundControl.tsx). The same keys as en.ts. */
export const soundDe = {
  group: 'Toneinstellungen',
  toggle: 'Ton',
  volume: 'Lautstärke',
  volumeValue: '{{percent}} %',
} as const;
