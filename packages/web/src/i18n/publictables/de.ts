/** Öffentliche Tische und Schnellspiel (issue 30). The same keys as en.ts. */
export const publicTablesDe = {
  title: 'Öffentliche Tische',
  intro: 'Tische, an die sich jeder setzen kann und die auf Mitspielende warten.',
  filters: 'Tische anzeigen',
  any: 'Alle',
  players: 'Anzahl der Spielenden',
  map: 'Welcher Spielplan',
  language: 'Welche Sprache',
  loading: 'Tische werden gesucht …',
  none: 'Gerade wartet kein öffentlicher Tisch auf Mitspielende. Das Schnellspiel eröffnet einen.',
  loadError: 'Die öffentlichen Tische können gerade nicht geladen werden; gleich neuer Versuch.',
  seated: '{{seated}} von {{players}} Plätzen besetzt',
  host: 'Gastgeber: {{name}}',
  timer: '{{seconds}} s pro Entscheidung',
  fillsAt: 'Um {{time}} besetzen Bots die freien Plätze',
  join: 'Beitreten',
  joinLabel: 'Dem Tisch von {{name}} beitreten, {{seated}} von {{players}} Plätzen besetzt',
  quickPlay: 'Schnellspiel',
  quickPlayHint:
    'Setzt dich an den vollsten offenen Tisch für die obigen Spielenden, Karte und Sprache oder eröffnet einen neuen.',
  fillWithBots: 'Wird ein neuer Tisch eröffnet, seine freien Plätze nach 60 Sekunden mit Bots besetzen',
  fillTableWithBots:
    'Seine freien Plätze 60 Sekunden nach der Eröffnung mit Bots besetzen, wenn niemand sie nimmt',
  needName: 'Gib zuerst deinen Namen ein (Dein Name, unter Spiel erstellen).',
  publicTable: 'Öffentlicher Tisch: jeder kann ihn finden und beitreten',
  publicHint:
    'Ein öffentlicher Tisch braucht Zeitlimits, damit Fremde nie hingehalten werden: Sie sind eingeschaltet.',
  fillCountdown: 'Bots besetzen die freien Plätze in {{time}}',
  fillSpoken: 'Bots besetzen die freien Plätze in weniger als {{seconds}} Sekunden',
  fillNow: 'Bots besetzen die freien Plätze; das Spiel beginnt.',
  botStrength: 'Bots für die freien Plätze',
  botsDefault: 'Die üblichen Bots des Servers',
  botsRandom: 'Anfänger (zufällige Züge)',
  botsHeuristic: 'Normal',
  botsSearch: 'Stark (denkt voraus)',
};

export const publicTablesRejectionDe = {
  'table/timers-required': 'Ein öffentlicher Tisch braucht Zeitlimits.',
  'rate/tables': 'Zu viele Abfragen der Tische aus deinem Netz; warte eine Minute.',
  'table/bots-need-countdown': 'Die Stärke der Bots wird zusammen mit dem Countdown bis zu den Bots gewählt.',
  'table/fill-public-only':
    'Nur ein öffentlicher Tisch besetzt seine freien Plätze nach einem Countdown mit Bots.',
};
