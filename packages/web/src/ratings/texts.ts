import type { Language } from '../i18n/index.ts';

/**
 * The ratings' texts in the six languages (issue 30): the profile's rating and the leaderboard page, in their
 * own chunks. English is the reference and every language has its keys.
 */
const en = {
  ratingTitle: 'Your rating',
  ratingLoading: 'Loading your rating…',
  rating: 'Rating {{rating}} after {{games}} rated games.',
  ratingNew: 'No rated games yet: your rating starts at {{rating}}.',
  ratingHow:
    'Public tables played to the end with at most one bot are rated, by your team’s result. Games with the same other accounts count up to {{pairGames}} times in {{pairDays}} days.',
  listed: 'Show my name and rating on the public leaderboard',
  listedNote: 'The leaderboard lists players with at least {{n}} rated games who chose to appear.',
  listFailed: 'Your choice could not be saved: {{message}}',
  ratingFailed: 'Your rating could not be loaded: {{message}}',
  title: 'Leaderboard',
  intro:
    'Players who chose to appear, with at least {{n}} rated games, best first. A rating is a cautious estimate: it grows as games show skill.',
  caption: 'Leaderboard, page {{page}}',
  rank: 'Rank',
  name: 'Player',
  ratingColumn: 'Rating',
  games: 'Rated games',
  loading: 'Loading the leaderboard…',
  empty: 'Nobody is on the leaderboard yet.',
  failed: 'The leaderboard could not be loaded: {{message}}',
  unavailable: 'This server keeps no accounts, so it has no leaderboard.',
  previous: 'Previous page',
  next: 'Next page',
  home: 'Back to the start',
  account: 'Your account and rating',
};

export type RatingTexts = { readonly [K in keyof typeof en]: string };

const de: RatingTexts = {
  ratingTitle: 'Deine Wertung',
  ratingLoading: 'Deine Wertung wird geladen…',
  rating: 'Wertung {{rating}} nach {{games}} gewerteten Partien.',
  ratingNew: 'Noch keine gewerteten Partien: Deine Wertung beginnt bei {{rating}}.',
  ratingHow:
    'Gewertet werden öffentliche Tische, die mit höchstens einem Bot zu Ende gespielt wurden, nach dem Ergebnis deines Teams. Partien mit denselben anderen Konten zählen bis zu {{pairGames}}-mal in {{pairDays}} Tagen.',
  listed: 'Meinen Namen und meine Wertung in der öffentlichen Bestenliste zeigen',
  listedNote:
    'Die Bestenliste zeigt Spielende mit mindestens {{n}} gewerteten Partien, die dort erscheinen wollen.',
  listFailed: 'Deine Wahl konnte nicht gespeichert werden: {{message}}',
  ratingFailed: 'Deine Wertung konnte nicht geladen werden: {{message}}',
  title: 'Bestenliste',
  intro:
    'Spielende, die hier erscheinen wollen, mit mindestens {{n}} gewerteten Partien, die besten zuerst. Eine Wertung ist eine vorsichtige Schätzung: Sie steigt, wenn Partien Können zeigen.',
  caption: 'Bestenliste, Seite {{page}}',
  rank: 'Platz',
  name: 'Spieler',
  ratingColumn: 'Wertung',
  games: 'Gewertete Partien',
  loading: 'Die Bestenliste wird geladen…',
  empty: 'Noch steht niemand in der Bestenliste.',
  failed: 'Die Bestenliste konnte nicht geladen werden: {{message}}',
  unavailable: 'Dieser Server führt keine Konten und daher keine Bestenliste.',
  previous: 'Vorherige Seite',
  next: 'Nächste Seite',
  home: 'Zurück zum Start',
  account: 'Dein Konto und deine Wertung',
};

const fr: RatingTexts = {
  ratingTitle: 'Votre classement',
  ratingLoading: 'Chargement de votre classement…',
  rating: 'Classement {{rating}} après {{games}} parties classées.',
  ratingNew: 'Aucune partie classée pour l’instant : votre classement commence à {{rating}}.',
  ratingHow:
    'Les tables publiques jouées jusqu’au bout avec au plus un bot sont classées, selon le résultat de votre équipe. Les parties avec les mêmes autres comptes comptent jusqu’à {{pairGames}} fois en {{pairDays}} jours.',
  listed: 'Afficher mon nom et mon classement dans le tableau public',
  listedNote:
    'Le tableau montre les joueurs ayant au moins {{n}} parties classées qui ont choisi d’y figurer.',
  listFailed: 'Votre choix n’a pas pu être enregistré : {{message}}',
  ratingFailed: 'Votre classement n’a pas pu être chargé : {{message}}',
  title: 'Classement',
  intro:
    'Les joueurs qui ont choisi d’y figurer, avec au moins {{n}} parties classées, les meilleurs d’abord. Un classement est une estimation prudente : il monte quand les parties montrent du talent.',
  caption: 'Classement, page {{page}}',
  rank: 'Rang',
  name: 'Joueur',
  ratingColumn: 'Classement',
  games: 'Parties classées',
  loading: 'Chargement du classement…',
  empty: 'Personne ne figure encore au classement.',
  failed: 'Le classement n’a pas pu être chargé : {{message}}',
  unavailable: 'Ce serveur ne garde pas de comptes : il n’a donc pas de classement.',
  previous: 'Page précédente',
  next: 'Page suivante',
  home: 'Retour à l’accueil',
  account: 'Votre compte et votre classement',
};

const es: RatingTexts = {
  ratingTitle: 'Tu puntuación',
  ratingLoading: 'Cargando tu puntuación…',
  rating: 'Puntuación {{rating}} tras {{games}} partidas puntuadas.',
  ratingNew: 'Aún no hay partidas puntuadas: tu puntuación empieza en {{rating}}.',
  ratingHow:
    'Se puntúan las mesas públicas jugadas hasta el final con como mucho un bot, según el resultado de tu equipo. Las partidas con las mismas otras cuentas cuentan hasta {{pairGames}} veces en {{pairDays}} días.',
  listed: 'Mostrar mi nombre y mi puntuación en la clasificación pública',
  listedNote:
    'La clasificación muestra a quienes tienen al menos {{n}} partidas puntuadas y eligieron aparecer.',
  listFailed: 'No se pudo guardar tu elección: {{message}}',
  ratingFailed: 'No se pudo cargar tu puntuación: {{message}}',
  title: 'Clasificación',
  intro:
    'Quienes eligieron aparecer, con al menos {{n}} partidas puntuadas, de mejor a peor. Una puntuación es una estimación prudente: sube cuando las partidas muestran habilidad.',
  caption: 'Clasificación, página {{page}}',
  rank: 'Puesto',
  name: 'Jugador',
  ratingColumn: 'Puntuación',
  games: 'Partidas puntuadas',
  loading: 'Cargando la clasificación…',
  empty: 'Todavía no hay nadie en la clasificación.',
  failed: 'No se pudo cargar la clasificación: {{message}}',
  unavailable: 'Este servidor no guarda cuentas, así que no tiene clasificación.',
  previous: 'Página anterior',
  next: 'Página siguiente',
  home: 'Volver al inicio',
  account: 'Tu cuenta y tu puntuación',
};

const it: RatingTexts = {
  ratingTitle: 'Il tuo punteggio',
  ratingLoading: 'Caricamento del tuo punteggio…',
  rating: 'Punteggio {{rating}} dopo {{games}} partite valutate.',
  ratingNew: 'Ancora nessuna partita valutata: il tuo punteggio parte da {{rating}}.',
  ratingHow:
    'Sono valutati i tavoli pubblici giocati fino alla fine con al massimo un bot, secondo il risultato della tua squadra. Le partite con gli stessi altri account contano fino a {{pairGames}} volte in {{pairDays}} giorni.',
  listed: 'Mostra il mio nome e il mio punteggio nella classifica pubblica',
  listedNote: 'La classifica mostra chi ha almeno {{n}} partite valutate e ha scelto di comparire.',
  listFailed: 'Non è stato possibile salvare la tua scelta: {{message}}',
  ratingFailed: 'Non è stato possibile caricare il tuo punteggio: {{message}}',
  title: 'Classifica',
  intro:
    'Chi ha scelto di comparire, con almeno {{n}} partite valutate, dal migliore. Un punteggio è una stima prudente: cresce quando le partite mostrano abilità.',
  caption: 'Classifica, pagina {{page}}',
  rank: 'Posizione',
  name: 'Giocatore',
  ratingColumn: 'Punteggio',
  games: 'Partite valutate',
  loading: 'Caricamento della classifica…',
  empty: 'Nessuno è ancora in classifica.',
  failed: 'Non è stato possibile caricare la classifica: {{message}}',
  unavailable: 'Questo server non tiene account, quindi non ha una classifica.',
  previous: 'Pagina precedente',
  next: 'Pagina successiva',
  home: 'Torna all’inizio',
  account: 'Il tuo account e il tuo punteggio',
};

const nl: RatingTexts = {
  ratingTitle: 'Jouw rating',
  ratingLoading: 'Je rating wordt geladen…',
  rating: 'Rating {{rating}} na {{games}} gewaardeerde potjes.',
  ratingNew: 'Nog geen gewaardeerde potjes: je rating begint bij {{rating}}.',
  ratingHow:
    'Openbare tafels die tot het einde zijn gespeeld met hoogstens één bot tellen mee, naar de uitslag van je team. Potjes met dezelfde andere accounts tellen tot {{pairGames}} keer in {{pairDays}} dagen.',
  listed: 'Mijn naam en rating op de openbare ranglijst tonen',
  listedNote:
    'De ranglijst toont spelers met minstens {{n}} gewaardeerde potjes die ervoor kozen erop te staan.',
  listFailed: 'Je keuze kon niet worden opgeslagen: {{message}}',
  ratingFailed: 'Je rating kon niet worden geladen: {{message}}',
  title: 'Ranglijst',
  intro:
    'Spelers die ervoor kozen erop te staan, met minstens {{n}} gewaardeerde potjes, de beste eerst. Een rating is een voorzichtige schatting: die stijgt als potjes vaardigheid tonen.',
  caption: 'Ranglijst, pagina {{page}}',
  rank: 'Plaats',
  name: 'Speler',
  ratingColumn: 'Rating',
  games: 'Gewaardeerde potjes',
  loading: 'De ranglijst wordt geladen…',
  empty: 'Er staat nog niemand op de ranglijst.',
  failed: 'De ranglijst kon niet worden geladen: {{message}}',
  unavailable: 'Deze server houdt geen accounts bij en heeft dus geen ranglijst.',
  previous: 'Vorige pagina',
  next: 'Volgende pagina',
  home: 'Terug naar het begin',
  account: 'Je account en rating',
};

export const RATING_TEXTS: Readonly<Record<Language, RatingTexts>> = { en, de, fr, es, it, nl };
