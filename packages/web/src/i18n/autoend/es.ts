/** «Terminar mis rondas automáticamente» (issue 27). The same keys as en.ts. */
export const autoEndEs = {
  label: 'Terminar mis rondas automáticamente',
  hint: 'En cada fase de limpieza, tu ronda termina sola unos segundos después de que empiece la fase, tras el mismo tiempo para todos los que lo activen. Hasta entonces aún puedes elegir tú.',
  waiting: 'Tu ronda terminará sola en un momento.',
};
