import type { LearnText } from '../en.ts';

export const professionsLearnIt: LearnText['professions'] = {
  title: 'Professioni (Montagne del Caos)',
  intro:
    'Un modulo opzionale dell’espansione, per tavoli con 2 Cultisti: 7 o 8 giocatori, o 6 con l’AUTOMA. Funziona su ogni tabellone; l’host lo sceglie quando crea la partita.',
  setup:
    'Preparazione: le carte di ogni giocatore arrivano in una Busta chiusa. La Busta di un Investigatore contiene anche il segnalino Informatore, tutte le altre (anche quelle dei Cultisti) un segnalino Non Informatore, così nessuno può distinguerle. Vedi solo il tuo segnalino. Uno dei cinque segnalini Professione è coperto accanto al tabellone; nessuno sa quale.',
  earn: 'Ottenerla: chi per primo combatte con successo un segnalino Cultista prende il segnalino Professione e lo scopre. Da quel momento tutti sanno chi ha quale Professione. Ce n’è una sola per partita.',
  lose: 'Perderla: solo i vivi hanno una Professione. Chi muore la perde per sempre; il segnalino esce dal gioco.',
  list: 'Le cinque Professioni',
  detectiveNight:
    'Quando il Detective viene rivelato, segue una breve Fase Notte: tutti chiudono gli occhi e scoprono il segnalino, solo il Detective apre gli occhi e vede chi è l’Informatore, poi tutti coprono il segnalino e aprono gli occhi. Ogni schermo mostra gli stessi passi, così nessuno sa chi ha guardato.',
};
