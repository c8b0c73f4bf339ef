export const coachIt = {
  title: 'Tutorial',
  intro:
    'Impara tutto il gioco in tre lezioni. Ognuna è una partita guidata contro dei bot, con le regole vere, in meno di dieci minuti: un coach spiega ogni passo quando arriva e aspetta che tu lo giochi.',
  start: 'Inizia la lezione',
  starting: 'Si prepara il tavolo…',
  notFair: 'Tutorial: la distribuzione è sempre la stessa, quindi è una lezione, non una partita equa.',
  coach: 'Allenatore',
  gotIt: 'Capito',
  botsWait: 'I bot aspettano che tu abbia letto.',
  progress: 'Passo {{n}} di {{total}}',
  choose: 'Scegli una lezione',
  completed: 'completata',
  soon: 'in arrivo',
  next: 'Lezione successiva: {{title}}',
  allLessons: 'Tutte le lezioni',
  allDone:
    'Hai completato tutte le lezioni. Inizia una partita vera dalla pagina iniziale, con gli amici o con i bot.',
  lessons: {
    investigator: {
      title: 'Lezione 1: Investigatore',
      summary:
        'Muoversi, incontrare gli altri, controllare uno Stato, rivelare un omicidio ed eliminare il Cultista con il voto.',
    },
    cultist: {
      title: 'Lezione 2: Cultista',
      summary:
        'Uccidere senza testimoni, nascondere una carta Morto, sapere cosa sanno gli altri Cultisti e rivendicare la vittoria al momento giusto.',
    },
    mountains: {
      title: 'Lezione 3: Montagne del Caos',
      summary: 'La Porta Girevole, salire su un Ascensore, viaggiarci e chiamarlo, e una Professione.',
    },
  },
};
