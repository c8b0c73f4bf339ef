/** The sound control (sound/SoundControl.tsx). The same keys as en.ts. */
export const soundEs = {
  group: 'Ajustes de sonido',
  toggle: 'Sonido',
  volume: 'Volumen',
  volumeValue: '{{percent}} %',
} as const;
