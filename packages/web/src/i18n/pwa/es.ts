/** La aplicación instalable (pwa/). The same keys as en.ts. */
export const pwaEs = {
  updateReady: 'Hay una nueva versión del juego lista.',
  reload: 'Recargar',
  later: 'Más tarde',
  playSolo: 'Jugar contra bots',
  staticTitle: 'Jugar sin servidor',
  staticNote:
    'Esta copia del juego no tiene servidor de juego: lee las reglas y juega contra bots en este dispositivo, incluso sin conexión. Las partidas con otras personas, el tutorial y las cuentas necesitan el servidor de juego.',
} as const;
