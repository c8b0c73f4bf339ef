/** The sound control (sound/SoundControl.tsx). English is the reference: every language has exactly these keys. */
export const soundEn = {
  group: 'Sound settings',
  toggle: 'Sound',
  volume: 'Volume',
  volumeValue: '{{percent}} %',
} as const;
