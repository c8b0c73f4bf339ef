import type { Language } from '../i18n/index.ts';

/**
 * The profile's texts in the six languages (issue 30), in the account page's own chunk. Role and team names
 * are the game's own (i18n `role.*`, `team.*`); English is the reference and every language has its keys.
 */
const en = {
  title: 'Your games',
  loading: 'Loading your games…',
  none: 'No finished games yet. Games you play to the end while signed in appear here.',
  totals: 'Games played: {{games}}. Won: {{wins}}.',
  byTeam: 'By team',
  byRole: 'By role',
  tally: '{{wins}} won of {{games}}',
  recent: 'Recent games',
  won: 'Won',
  lost: 'Lost',
  game: '{{date}} · {{players}} players · {{name}}, {{role}} ({{team}})',
  replay: 'Replay of game {{code}}',
  more: 'More games',
  pending: '{{n}} more games are still being counted; open this page again in a moment.',
  failed: 'Your games could not be loaded: {{message}}',
};

export type ProfileTexts = { readonly [K in keyof typeof en]: string };

const de: ProfileTexts = {
  title: 'Deine Partien',
  loading: 'Deine Partien werden geladen…',
  none: 'Noch keine beendeten Partien. Partien, die du angemeldet zu Ende spielst, erscheinen hier.',
  totals: 'Gespielte Partien: {{games}}. Gewonnen: {{wins}}.',
  byTeam: 'Nach Team',
  byRole: 'Nach Rolle',
  tally: '{{wins}} von {{games}} gewonnen',
  recent: 'Letzte Partien',
  won: 'Gewonnen',
  lost: 'Verloren',
  game: '{{date}} · {{players}} Spieler · {{name}}, {{role}} ({{team}})',
  replay: 'Wiederholung der Partie {{code}}',
  more: 'Weitere Partien',
  pending: '{{n}} weitere Partien werden noch gezählt; öffne diese Seite gleich noch einmal.',
  failed: 'Deine Partien konnten nicht geladen werden: {{message}}',
};

const fr: ProfileTexts = {
  title: 'Vos parties',
  loading: 'Chargement de vos parties…',
  none: 'Aucune partie terminée pour l’instant. Les parties que vous jouez jusqu’au bout en étant connecté apparaissent ici.',
  totals: 'Parties jouées : {{games}}. Gagnées : {{wins}}.',
  byTeam: 'Par équipe',
  byRole: 'Par rôle',
  tally: '{{wins}} gagnées sur {{games}}',
  recent: 'Parties récentes',
  won: 'Gagnée',
  lost: 'Perdue',
  game: '{{date}} · {{players}} joueurs · {{name}}, {{role}} ({{team}})',
  replay: 'Rejouer la partie {{code}}',
  more: 'Plus de parties',
  pending: '{{n}} autres parties sont encore en cours de décompte ; rouvrez cette page dans un instant.',
  failed: 'Vos parties n’ont pas pu être chargées : {{message}}',
};

const es: ProfileTexts = {
  title: 'Tus partidas',
  loading: 'Cargando tus partidas…',
  none: 'Aún no hay partidas terminadas. Las partidas que juegues hasta el final con la sesión iniciada aparecerán aquí.',
  totals: 'Partidas jugadas: {{games}}. Ganadas: {{wins}}.',
  byTeam: 'Por equipo',
  byRole: 'Por rol',
  tally: '{{wins}} ganadas de {{games}}',
  recent: 'Partidas recientes',
  won: 'Ganada',
  lost: 'Perdida',
  game: '{{date}} · {{players}} jugadores · {{name}}, {{role}} ({{team}})',
  replay: 'Repetición de la partida {{code}}',
  more: 'Más partidas',
  pending: 'Aún se están contando {{n}} partidas más; vuelve a abrir esta página en un momento.',
  failed: 'No se pudieron cargar tus partidas: {{message}}',
};

const it: ProfileTexts = {
  title: 'Le tue partite',
  loading: 'Caricamento delle tue partite…',
  none: 'Ancora nessuna partita finita. Le partite che giochi fino alla fine da connesso compaiono qui.',
  totals: 'Partite giocate: {{games}}. Vinte: {{wins}}.',
  byTeam: 'Per squadra',
  byRole: 'Per ruolo',
  tally: '{{wins}} vinte su {{games}}',
  recent: 'Partite recenti',
  won: 'Vinta',
  lost: 'Persa',
  game: '{{date}} · {{players}} giocatori · {{name}}, {{role}} ({{team}})',
  replay: 'Replay della partita {{code}}',
  more: 'Altre partite',
  pending: 'Altre {{n}} partite sono ancora da contare; riapri questa pagina tra un momento.',
  failed: 'Non è stato possibile caricare le tue partite: {{message}}',
};

const nl: ProfileTexts = {
  title: 'Je spellen',
  loading: 'Je spellen worden geladen…',
  none: 'Nog geen afgelopen spellen. Spellen die je ingelogd uitspeelt, verschijnen hier.',
  totals: 'Gespeelde spellen: {{games}}. Gewonnen: {{wins}}.',
  byTeam: 'Per team',
  byRole: 'Per rol',
  tally: '{{wins}} van {{games}} gewonnen',
  recent: 'Recente spellen',
  won: 'Gewonnen',
  lost: 'Verloren',
  game: '{{date}} · {{players}} spelers · {{name}}, {{role}} ({{team}})',
  replay: 'Herhaling van spel {{code}}',
  more: 'Meer spellen',
  pending: 'Er worden nog {{n}} spellen geteld; open deze pagina zo nog eens.',
  failed: 'Je spellen konden niet worden geladen: {{message}}',
};

export const PROFILE_TEXTS: Readonly<Record<Language, ProfileTexts>> = { en, de, fr, es, it, nl };
