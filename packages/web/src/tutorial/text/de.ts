export const coachDe = {
  title: 'Tutorial',
  intro:
    'Lerne das ganze Spiel in drei Lektionen. Jede ist eine geführte Partie gegen Bots, mit den echten Regeln, in weniger als zehn Minuten: Ein Coach erklärt jeden Schritt, sobald er kommt, und wartet, bis du ihn spielst.',
  start: 'Lektion starten',
  starting: 'Der Tisch wird gedeckt…',
  notFair: 'Tutorial: Die Verteilung ist immer dieselbe, also eine Übung, kein faires Spiel.',
  coach: 'Coach',
  gotIt: 'Verstanden',
  botsWait: 'Die Bots warten, bis du das gelesen hast.',
  progress: 'Schritt {{n}} von {{total}}',
  choose: 'Wähle eine Lektion',
  completed: 'abgeschlossen',
  soon: 'folgt bald',
  next: 'Nächste Lektion: {{title}}',
  allLessons: 'Alle Lektionen',
  allDone:
    'Du hast alle Lektionen abgeschlossen. Starte ein echtes Spiel auf der Startseite, mit Freunden oder mit Bots.',
  lessons: {
    investigator: {
      title: 'Lektion 1: Ermittler',
      summary:
        'Bewegen, anderen begegnen, einen Zustand prüfen, einen Mord aufdecken und den Kultisten hinauswählen.',
    },
    cultist: {
      title: 'Lektion 2: Kultist',
      summary:
        'Ungesehen morden, eine Tot-Karte verbergen, deine Mitkultisten kennen und im richtigen Moment den Sieg beanspruchen.',
    },
    mountains: {
      title: 'Lektion 3: Mountains of Chaos',
      summary: 'Die Drehtür, in einen Fahrstuhl steigen, mitfahren und ihn rufen, und ein Beruf.',
    },
  },
};
