/** «Termina automaticamente i miei round» (issue 27). The same keys as en.ts. */
export const autoEndIt = {
  label: 'Termina automaticamente i miei round',
  hint: 'In ogni Fase di Pulizia il tuo round termina da solo pochi secondi dopo l’inizio della fase, dopo la stessa attesa per chiunque lo attivi. Fino ad allora puoi ancora scegliere tu.',
  waiting: 'Il tuo round termina da solo tra un momento.',
};
