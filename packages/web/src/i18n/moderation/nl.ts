/** Moderatie aan tafel (issue 30). The same keys as en.ts. */
export const moderationNl = {
  menu: 'Acties voor {{name}}',
  muteForMe: 'Dempen voor mij',
  unmuteForMe: 'Niet meer dempen voor mij',
  muteForTable: 'Dempen voor de tafel',
  unmuteForTable: 'Niet meer dempen voor de tafel',
  remove: 'Van de tafel verwijderen',
  removeConfirm: '{{name}} van deze tafel verwijderen? Met deze plaats kan die niet terugkomen.',
  report: 'Melden…',
  reportTitle: '{{name}} melden',
  reason: 'Reden',
  reasons: {
    harassment: 'Intimidatie of beledigingen',
    hate: 'Haatzaaiende taal',
    cheating: 'Valsspelen of geheimen verklappen',
    spam: 'Spam of overspoelen',
    name: 'Aanstootgevende naam',
    other: 'Iets anders',
  },
  details: 'Wat er gebeurde (niet verplicht)',
  send: 'Melding versturen',
  cancel: 'Annuleren',
  reported:
    'Bedankt: je melding is verstuurd. De beheerders lezen haar met de chatregels die de server bewaart.',
  mutedForTable: 'gedempt door de gastheer',
  mutedForMe: 'door jou gedempt',
};

export const moderationRejectionNl = {
  'moderation/removed': 'De gastheer heeft je van deze tafel verwijderd.',
  'seat/not-a-person': 'Daar zit niemand om te verwijderen.',
  'limit/removals': 'De gastheer heeft zoveel mensen uit dit spel verwijderd als toegestaan.',
  'chat/muted': 'De gastheer heeft je chat aan deze tafel gedempt.',
  'mute/self': 'Je kunt jezelf niet dempen.',
  'report/spectator': 'Alleen de spelers aan tafel kunnen melden.',
  'report/self': 'Je kunt jezelf niet melden.',
  'report/not-a-person': 'Alleen een persoon kan gemeld worden.',
  'report/limit': 'Je hebt zoveel spelers gemeld als één spel toestaat; de beheerders lezen de meldingen.',
  'report/rate': 'Te veel meldingen voor nu; probeer het later opnieuw.',
  'text/profane': 'Openbare tafels accepteren zulke woorden niet; kies andere.',
  suspended: 'Dit adres mag voorlopig niet aan openbare tafels spelen.',
};
