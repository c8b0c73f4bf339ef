/** The sound control (sound/SoundControl.tsx). The same keys as en.ts. */
export const soundIt = {
  group: 'Impostazioni audio',
  toggle: 'Audio',
  volume: 'Volume',
  volumeValue: '{{percent}} %',
} as const;
