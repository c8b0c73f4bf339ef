/** The sound control (sound/SoundControl.tsx). The same keys as en.ts. */
export const soundNl = {
  group: 'Geluidsinstellingen',
  toggle: 'Geluid',
  volume: 'Volume',
  volumeValue: '{{percent}} %',
} as const;
