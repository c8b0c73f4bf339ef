/** The sound control (sound/SoundControl.tsx). The same keys as en.ts. */
export const soundFr = {
  group: 'Réglages du son',
  toggle: 'Son',
  volume: 'Volume',
  volumeValue: '{{percent}} %',
} as const;
