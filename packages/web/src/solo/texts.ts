/**
 * The solo page's own words (issue 31), in the six languages, loaded with the solo page's chunk only. Every
 * language has exactly the English keys and placeholders (texts.test.ts). The form's fields and the game
 * screen use the app's shared texts.
 */
import { useTranslation } from 'react-i18next';
import type { Language } from '../i18n/index.ts';

const en = {
  title: 'Play against bots',
  intro:
    'A whole game against bots, played on this device alone: no server and no connection needed. It is saved here after every move and picks up where you left it.',
  bots: 'Bot strength',
  pace: 'How fast the bots play',
  'pace.watch': 'Watchable, as online',
  'pace.quick': 'Quick',
  'pace.instant': 'At once',
  start: 'Start the game',
  saved: 'Saved games',
  savedGame: '{{players}} players, {{moves}} moves, {{when}}',
  savedPeople: 'shared by {{names}}',
  inPlay: 'in play',
  over: 'over',
  resume: 'Resume',
  open: 'Open',
  remove: 'Delete',
  removeGame: 'Delete the game of {{when}}',
  starting: 'Dealing the game…',
  missing: 'This game is not saved in this browser.',
  back: 'Back to your solo games',
  'failed.setup': 'The game could not start: {{message}}',
  'failed.storage': 'This browser could not save the game: {{message}}',
  'failed.bot': 'A bot failed and played a safe move instead.',
  'failed.worker': 'The game stopped unexpectedly. Reload the page to resume it.',
  'failed.list': 'The saved games could not be read: {{message}}',
  download: 'Download the record',
  replay: 'Watch the replay',
  newGame: 'New solo game',
  recordHint:
    'The record (the seed, its commitment and every move) checks like an online game’s: open it in the replay, or check it with “among-cultists verify”.',
  people: 'People at this device',
  'people.hint':
    'Pass and play: each person plays a seat of their own and the device goes round between you; bots take the other seats.',
  'person.name': 'Name of person {{n}}',
  'person.character': 'Character of person {{n}}',
  'pass.title': 'Pass the device to {{name}}',
  'pass.hint': 'Only {{name}} should look at the screen now.',
  'pass.take': 'I am {{name}}',
};

type SoloKey = keyof typeof en;
type SoloTexts = Readonly<Record<SoloKey, string>>;

const de: SoloTexts = {
  title: 'Gegen Bots spielen',
  intro:
    'Eine ganze Partie gegen Bots, nur auf diesem Gerät: ohne Server und ohne Verbindung. Sie wird nach jedem Zug hier gespeichert und geht dort weiter, wo du aufgehört hast.',
  bots: 'Stärke der Bots',
  pace: 'Wie schnell die Bots spielen',
  'pace.watch': 'Zum Zuschauen, wie online',
  'pace.quick': 'Schnell',
  'pace.instant': 'Sofort',
  start: 'Partie beginnen',
  saved: 'Gespeicherte Partien',
  savedGame: '{{players}} Spieler, {{moves}} Züge, {{when}}',
  savedPeople: 'geteilt von {{names}}',
  inPlay: 'läuft',
  over: 'beendet',
  resume: 'Fortsetzen',
  open: 'Öffnen',
  remove: 'Löschen',
  removeGame: 'Die Partie vom {{when}} löschen',
  starting: 'Die Partie wird ausgeteilt …',
  missing: 'Diese Partie ist in diesem Browser nicht gespeichert.',
  back: 'Zurück zu deinen Solopartien',
  'failed.setup': 'Die Partie konnte nicht beginnen: {{message}}',
  'failed.storage': 'Dieser Browser konnte die Partie nicht speichern: {{message}}',
  'failed.bot': 'Ein Bot ist ausgefallen und hat stattdessen einen sicheren Zug gespielt.',
  'failed.worker': 'Die Partie wurde unerwartet angehalten. Lade die Seite neu, um sie fortzusetzen.',
  'failed.list': 'Die gespeicherten Partien konnten nicht gelesen werden: {{message}}',
  download: 'Protokoll herunterladen',
  replay: 'Wiederholung ansehen',
  newGame: 'Neue Solopartie',
  recordHint:
    'Das Protokoll (der Seed, seine Festlegung und jeder Zug) lässt sich wie das einer Online-Partie prüfen: in der Wiederholung öffnen oder mit „among-cultists verify“ prüfen.',
  people: 'Personen an diesem Gerät',
  'people.hint':
    'Weitergeben und spielen: Jede Person spielt einen eigenen Platz, und das Gerät geht reihum; Bots übernehmen die anderen Plätze.',
  'person.name': 'Name von Person {{n}}',
  'person.character': 'Charakter von Person {{n}}',
  'pass.title': 'Gib das Gerät an {{name}} weiter',
  'pass.hint': 'Jetzt sollte nur {{name}} auf den Bildschirm schauen.',
  'pass.take': 'Ich bin {{name}}',
};

const fr: SoloTexts = {
  title: 'Jouer contre des bots',
  intro:
    'Une partie entière contre des bots, sur cet appareil seul : sans serveur ni connexion. Elle est enregistrée ici après chaque coup et reprend là où vous l’avez laissée.',
  bots: 'Force des bots',
  pace: 'Vitesse de jeu des bots',
  'pace.watch': 'À suivre, comme en ligne',
  'pace.quick': 'Rapide',
  'pace.instant': 'Immédiate',
  start: 'Commencer la partie',
  saved: 'Parties enregistrées',
  savedGame: '{{players}} joueurs, {{moves}} coups, {{when}}',
  savedPeople: 'partagée par {{names}}',
  inPlay: 'en cours',
  over: 'terminée',
  resume: 'Reprendre',
  open: 'Ouvrir',
  remove: 'Supprimer',
  removeGame: 'Supprimer la partie du {{when}}',
  starting: 'Distribution de la partie…',
  missing: 'Cette partie n’est pas enregistrée dans ce navigateur.',
  back: 'Retour à vos parties en solo',
  'failed.setup': 'La partie n’a pas pu commencer : {{message}}',
  'failed.storage': 'Ce navigateur n’a pas pu enregistrer la partie : {{message}}',
  'failed.bot': 'Un bot a échoué et a joué un coup sûr à la place.',
  'failed.worker': 'La partie s’est arrêtée de façon inattendue. Rechargez la page pour la reprendre.',
  'failed.list': 'Les parties enregistrées n’ont pas pu être lues : {{message}}',
  download: 'Télécharger l’enregistrement',
  replay: 'Voir la rediffusion',
  newGame: 'Nouvelle partie en solo',
  recordHint:
    'L’enregistrement (la graine, son engagement et chaque coup) se vérifie comme celui d’une partie en ligne : ouvrez-le dans la rediffusion, ou vérifiez-le avec « among-cultists verify ».',
  people: 'Personnes sur cet appareil',
  'people.hint':
    'Jeu en passant l’appareil : chaque personne joue sa propre place et l’appareil passe de main en main ; des bots prennent les autres places.',
  'person.name': 'Nom de la personne {{n}}',
  'person.character': 'Personnage de la personne {{n}}',
  'pass.title': 'Passez l’appareil à {{name}}',
  'pass.hint': 'Seul·e {{name}} doit regarder l’écran maintenant.',
  'pass.take': 'Je suis {{name}}',
};

const es: SoloTexts = {
  title: 'Jugar contra bots',
  intro:
    'Una partida entera contra bots, solo en este dispositivo: sin servidor ni conexión. Se guarda aquí tras cada jugada y sigue donde la dejaste.',
  bots: 'Fuerza de los bots',
  pace: 'Rapidez de los bots',
  'pace.watch': 'Para seguirla, como en línea',
  'pace.quick': 'Rápida',
  'pace.instant': 'Inmediata',
  start: 'Empezar la partida',
  saved: 'Partidas guardadas',
  savedGame: '{{players}} jugadores, {{moves}} jugadas, {{when}}',
  savedPeople: 'compartida por {{names}}',
  inPlay: 'en curso',
  over: 'terminada',
  resume: 'Continuar',
  open: 'Abrir',
  remove: 'Borrar',
  removeGame: 'Borrar la partida del {{when}}',
  starting: 'Repartiendo la partida…',
  missing: 'Esta partida no está guardada en este navegador.',
  back: 'Volver a tus partidas en solitario',
  'failed.setup': 'La partida no pudo empezar: {{message}}',
  'failed.storage': 'Este navegador no pudo guardar la partida: {{message}}',
  'failed.bot': 'Un bot falló y jugó en su lugar una jugada segura.',
  'failed.worker': 'La partida se detuvo de forma inesperada. Recarga la página para continuarla.',
  'failed.list': 'No se pudieron leer las partidas guardadas: {{message}}',
  download: 'Descargar el registro',
  replay: 'Ver la repetición',
  newGame: 'Nueva partida en solitario',
  recordHint:
    'El registro (la semilla, su compromiso y cada jugada) se comprueba como el de una partida en línea: ábrelo en la repetición o compruébalo con «among-cultists verify».',
  people: 'Personas en este dispositivo',
  'people.hint':
    'Pasa y juega: cada persona juega su propio asiento y el dispositivo va pasando entre vosotros; los bots ocupan los demás asientos.',
  'person.name': 'Nombre de la persona {{n}}',
  'person.character': 'Personaje de la persona {{n}}',
  'pass.title': 'Pasa el dispositivo a {{name}}',
  'pass.hint': 'Ahora solo {{name}} debe mirar la pantalla.',
  'pass.take': 'Soy {{name}}',
};

const it: SoloTexts = {
  title: 'Gioca contro i bot',
  intro:
    'Una partita intera contro i bot, solo su questo dispositivo: senza server né connessione. Viene salvata qui dopo ogni mossa e riprende da dove l’hai lasciata.',
  bots: 'Forza dei bot',
  pace: 'Velocità dei bot',
  'pace.watch': 'Da seguire, come online',
  'pace.quick': 'Rapida',
  'pace.instant': 'Immediata',
  start: 'Inizia la partita',
  saved: 'Partite salvate',
  savedGame: '{{players}} giocatori, {{moves}} mosse, {{when}}',
  savedPeople: 'condivisa da {{names}}',
  inPlay: 'in corso',
  over: 'finita',
  resume: 'Riprendi',
  open: 'Apri',
  remove: 'Elimina',
  removeGame: 'Elimina la partita del {{when}}',
  starting: 'Distribuzione della partita…',
  missing: 'Questa partita non è salvata in questo browser.',
  back: 'Torna alle tue partite in solitario',
  'failed.setup': 'La partita non è potuta iniziare: {{message}}',
  'failed.storage': 'Questo browser non ha potuto salvare la partita: {{message}}',
  'failed.bot': 'Un bot ha fallito e ha giocato invece una mossa sicura.',
  'failed.worker': 'La partita si è fermata inaspettatamente. Ricarica la pagina per riprenderla.',
  'failed.list': 'Non è stato possibile leggere le partite salvate: {{message}}',
  download: 'Scarica la registrazione',
  replay: 'Guarda il replay',
  newGame: 'Nuova partita in solitario',
  recordHint:
    'La registrazione (il seme, il suo impegno e ogni mossa) si verifica come quella di una partita online: aprila nel replay o verificala con «among-cultists verify».',
  people: 'Persone su questo dispositivo',
  'people.hint':
    'Passa e gioca: ogni persona gioca un posto tutto suo e il dispositivo passa di mano in mano; i bot prendono gli altri posti.',
  'person.name': 'Nome della persona {{n}}',
  'person.character': 'Personaggio della persona {{n}}',
  'pass.title': 'Passa il dispositivo a {{name}}',
  'pass.hint': 'Ora solo {{name}} deve guardare lo schermo.',
  'pass.take': 'Sono {{name}}',
};

const nl: SoloTexts = {
  title: 'Tegen bots spelen',
  intro:
    'Een heel spel tegen bots, alleen op dit apparaat: zonder server en zonder verbinding. Het wordt hier na elke zet bewaard en gaat verder waar je gebleven was.',
  bots: 'Sterkte van de bots',
  pace: 'Hoe snel de bots spelen',
  'pace.watch': 'Om te volgen, zoals online',
  'pace.quick': 'Snel',
  'pace.instant': 'Meteen',
  start: 'Het spel beginnen',
  saved: 'Bewaarde spellen',
  savedGame: '{{players}} spelers, {{moves}} zetten, {{when}}',
  savedPeople: 'gedeeld door {{names}}',
  inPlay: 'bezig',
  over: 'afgelopen',
  resume: 'Verdergaan',
  open: 'Openen',
  remove: 'Verwijderen',
  removeGame: 'Het spel van {{when}} verwijderen',
  starting: 'Het spel wordt gedeeld…',
  missing: 'Dit spel is niet in deze browser bewaard.',
  back: 'Terug naar je solospellen',
  'failed.setup': 'Het spel kon niet beginnen: {{message}}',
  'failed.storage': 'Deze browser kon het spel niet bewaren: {{message}}',
  'failed.bot': 'Een bot faalde en speelde in plaats daarvan een veilige zet.',
  'failed.worker': 'Het spel stopte onverwacht. Laad de pagina opnieuw om verder te gaan.',
  'failed.list': 'De bewaarde spellen konden niet gelezen worden: {{message}}',
  download: 'Het verslag downloaden',
  replay: 'De herhaling bekijken',
  newGame: 'Nieuw solospel',
  recordHint:
    'Het verslag (de seed, de vastlegging ervan en elke zet) is te controleren zoals dat van een online spel: open het in de herhaling of controleer het met „among-cultists verify”.',
  people: 'Mensen aan dit apparaat',
  'people.hint':
    'Doorgeven en spelen: ieder speelt een eigen plaats en het apparaat gaat rond; bots nemen de andere plaatsen.',
  'person.name': 'Naam van persoon {{n}}',
  'person.character': 'Personage van persoon {{n}}',
  'pass.title': 'Geef het apparaat aan {{name}}',
  'pass.hint': 'Alleen {{name}} mag nu naar het scherm kijken.',
  'pass.take': 'Ik ben {{name}}',
};

export const SOLO_TEXTS: Readonly<Record<Language, SoloTexts>> = { en, de, fr, es, it, nl };

/** A solo text with its `{{placeholders}}` filled in. */
export type SoloT = (key: SoloKey, values?: Readonly<Record<string, string | number>>) => string;

export function soloT(lang: string | undefined): SoloT {
  const table = Object.hasOwn(SOLO_TEXTS, lang ?? '') ? SOLO_TEXTS[lang as Language] : en;
  return (key, values = {}) =>
    table[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The solo texts in the page's language (following a switch). */
export function useSoloT(): SoloT {
  const { i18n } = useTranslation();
  return soloT(i18n.resolvedLanguage ?? i18n.language);
}
