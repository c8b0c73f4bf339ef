/** Tables publiques et partie rapide (issue 30). The same keys as en.ts. */
export const publicTablesFr = {
  title: 'Tables publiques',
  intro: 'Des tables ouvertes à tous, qui attendent des joueurs.',
  filters: 'Afficher les tables',
  any: 'Toutes',
  players: 'Nombre de joueurs',
  map: 'Quel plan',
  language: 'Quelle langue',
  loading: 'Recherche de tables…',
  none: 'Aucune table publique n’attend de joueurs pour l’instant. La partie rapide en ouvre une.',
  loadError: 'Les tables publiques ne peuvent pas être chargées pour l’instant ; nouvel essai sous peu.',
  seated: '{{seated}} places prises sur {{players}}',
  host: 'Hôte : {{name}}',
  timer: '{{seconds}} s par décision',
  fillsAt: 'Des bots prennent les places libres à {{time}}',
  join: 'Rejoindre',
  joinLabel: 'Rejoindre la table de {{name}}, {{seated}} places prises sur {{players}}',
  quickPlay: 'Partie rapide',
  quickPlayHint:
    'Vous installe à la table ouverte la plus remplie pour les joueurs, le plan et la langue ci-dessus, ou en ouvre une nouvelle.',
  fillWithBots: 'Si une nouvelle table est ouverte, donner ses places libres à des bots après 60 secondes',
  fillTableWithBots:
    'Donner ses places libres à des bots 60 secondes après son ouverture, si personne ne les prend',
  needName: 'Saisissez d’abord votre nom (Votre nom, sous Créer une partie).',
  publicTable: 'Table publique : tout le monde peut la trouver et la rejoindre',
  publicHint:
    'Une table publique a besoin de limites de temps, pour que des inconnus n’attendent jamais : elles sont activées.',
  fillCountdown: 'Des bots prennent les places libres dans {{time}}',
  fillSpoken: 'Des bots prennent les places libres dans moins de {{seconds}} secondes',
  fillNow: 'Des bots prennent les places libres ; la partie commence.',
  botStrength: 'Bots pour les places libres',
  botsDefault: 'Les bots habituels du serveur',
  botsRandom: 'Débutant (coups au hasard)',
  botsHeuristic: 'Normal',
  botsSearch: 'Fort (réfléchit à l’avance)',
};

export const publicTablesRejectionFr = {
  'table/timers-required': 'Une table publique a besoin de limites de temps.',
  'rate/tables': 'Trop de consultations des tables depuis votre réseau ; attendez une minute.',
  'table/bots-need-countdown': 'La force des bots se choisit avec le compte à rebours avant les bots.',
  'table/fill-public-only':
    'Seule une table publique donne ses places libres à des bots après un compte à rebours.',
};
