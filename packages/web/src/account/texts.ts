import type { Language } from '../i18n/index.ts';

/**
 * The account page's texts in the six languages (issue 30). They travel in the page's own chunk, loaded only
 * when /account is opened; English is the reference and every language has exactly its keys (the type says so).
 */
const en = {
  title: 'Your account',
  intro:
    'An account is optional: playing never needs one. It is a name and a passkey (your phone’s or computer’s screen lock, or a security key) — no e-mail, no password. Games you join while signed in are kept for your profile, seen by you alone.',
  name: 'Name',
  signUp: 'Create an account with a passkey',
  signIn: 'Sign in with a passkey',
  signedInAs: 'Signed in as {{name}}.',
  passkeys: 'Passkeys: {{count}}. Recovery codes left: {{codes}}.',
  codesTitle: 'Your recovery codes',
  codesHelp:
    'Write these down or save them somewhere safe now: they are shown only once. Each one lets you add a new passkey if you lose yours, and works once.',
  codesDone: 'I have saved them',
  recoverTitle: 'Lost your passkey?',
  recoverCode: 'Recovery code',
  recover: 'Add a new passkey with a recovery code',
  signOut: 'Sign out',
  download: 'Download my data',
  deleteTitle: 'Delete the account',
  deleteHelp:
    'This removes your name, passkeys, recovery codes and sessions. Games you played stay, no longer linked to you.',
  deleteConfirm: 'Yes, delete my account for good',
  delete: 'Delete my account',
  deleted: 'Your account was deleted.',
  working: 'Waiting for your passkey…',
  failed: 'That did not work: {{message}}',
  cancelled: 'The passkey prompt was closed or timed out; nothing changed.',
  unsupported: 'This browser cannot use passkeys.',
  unavailable: 'Accounts are not offered by this server.',
};

export type AccountTexts = { readonly [K in keyof typeof en]: string };

const de: AccountTexts = {
  title: 'Dein Konto',
  intro:
    'Ein Konto ist freiwillig: Zum Spielen brauchst du nie eines. Es besteht aus einem Namen und einem Passkey (der Bildschirmsperre deines Telefons oder Computers oder einem Sicherheitsschlüssel) – ohne E-Mail, ohne Passwort. Spiele, denen du angemeldet beitrittst, werden für dein Profil gespeichert und sind nur für dich sichtbar.',
  name: 'Name',
  signUp: 'Konto mit Passkey erstellen',
  signIn: 'Mit Passkey anmelden',
  signedInAs: 'Angemeldet als {{name}}.',
  passkeys: 'Passkeys: {{count}}. Verbleibende Wiederherstellungscodes: {{codes}}.',
  codesTitle: 'Deine Wiederherstellungscodes',
  codesHelp:
    'Schreib sie jetzt auf oder bewahre sie sicher auf: Sie werden nur einmal angezeigt. Mit jedem kannst du einen neuen Passkey hinzufügen, falls du deinen verlierst; jeder gilt nur einmal.',
  codesDone: 'Ich habe sie gespeichert',
  recoverTitle: 'Passkey verloren?',
  recoverCode: 'Wiederherstellungscode',
  recover: 'Neuen Passkey mit Wiederherstellungscode hinzufügen',
  signOut: 'Abmelden',
  download: 'Meine Daten herunterladen',
  deleteTitle: 'Konto löschen',
  deleteHelp:
    'Das entfernt deinen Namen, deine Passkeys, Wiederherstellungscodes und Sitzungen. Gespielte Partien bleiben, aber nicht mehr mit dir verknüpft.',
  deleteConfirm: 'Ja, mein Konto endgültig löschen',
  delete: 'Mein Konto löschen',
  deleted: 'Dein Konto wurde gelöscht.',
  working: 'Warte auf deinen Passkey …',
  failed: 'Das hat nicht geklappt: {{message}}',
  cancelled: 'Die Passkey-Abfrage wurde geschlossen oder ist abgelaufen; nichts wurde geändert.',
  unsupported: 'Dieser Browser kann keine Passkeys verwenden.',
  unavailable: 'Dieser Server bietet keine Konten an.',
};

const fr: AccountTexts = {
  title: 'Votre compte',
  intro:
    'Un compte est facultatif : jouer n’en demande jamais. C’est un nom et une clé d’accès (le verrouillage d’écran de votre téléphone ou ordinateur, ou une clé de sécurité) — ni e-mail, ni mot de passe. Les parties rejointes en étant connecté sont gardées pour votre profil, visibles de vous seul.',
  name: 'Nom',
  signUp: 'Créer un compte avec une clé d’accès',
  signIn: 'Se connecter avec une clé d’accès',
  signedInAs: 'Connecté en tant que {{name}}.',
  passkeys: 'Clés d’accès : {{count}}. Codes de secours restants : {{codes}}.',
  codesTitle: 'Vos codes de secours',
  codesHelp:
    'Notez-les ou rangez-les en lieu sûr maintenant : ils ne sont montrés qu’une fois. Chacun permet d’ajouter une nouvelle clé d’accès si vous perdez la vôtre, une seule fois.',
  codesDone: 'Je les ai gardés',
  recoverTitle: 'Clé d’accès perdue ?',
  recoverCode: 'Code de secours',
  recover: 'Ajouter une clé d’accès avec un code de secours',
  signOut: 'Se déconnecter',
  download: 'Télécharger mes données',
  deleteTitle: 'Supprimer le compte',
  deleteHelp:
    'Cela efface votre nom, vos clés d’accès, codes de secours et sessions. Les parties jouées restent, sans lien avec vous.',
  deleteConfirm: 'Oui, supprimer définitivement mon compte',
  delete: 'Supprimer mon compte',
  deleted: 'Votre compte a été supprimé.',
  working: 'En attente de votre clé d’accès…',
  failed: 'Cela n’a pas marché : {{message}}',
  cancelled: 'La demande de clé d’accès a été fermée ou a expiré ; rien n’a changé.',
  unsupported: 'Ce navigateur ne gère pas les clés d’accès.',
  unavailable: 'Ce serveur ne propose pas de comptes.',
};

const es: AccountTexts = {
  title: 'Tu cuenta',
  intro:
    'La cuenta es opcional: para jugar nunca hace falta. Es un nombre y una llave de acceso (el bloqueo de pantalla de tu teléfono u ordenador, o una llave de seguridad), sin correo ni contraseña. Las partidas a las que te unes con la sesión iniciada se guardan para tu perfil, y solo tú las ves.',
  name: 'Nombre',
  signUp: 'Crear una cuenta con una llave de acceso',
  signIn: 'Iniciar sesión con una llave de acceso',
  signedInAs: 'Sesión iniciada como {{name}}.',
  passkeys: 'Llaves de acceso: {{count}}. Códigos de recuperación restantes: {{codes}}.',
  codesTitle: 'Tus códigos de recuperación',
  codesHelp:
    'Anótalos o guárdalos en un lugar seguro ahora: solo se muestran una vez. Cada uno permite añadir una llave de acceso nueva si pierdes la tuya, y sirve una sola vez.',
  codesDone: 'Ya los he guardado',
  recoverTitle: '¿Perdiste tu llave de acceso?',
  recoverCode: 'Código de recuperación',
  recover: 'Añadir una llave de acceso con un código de recuperación',
  signOut: 'Cerrar sesión',
  download: 'Descargar mis datos',
  deleteTitle: 'Eliminar la cuenta',
  deleteHelp:
    'Esto borra tu nombre, llaves de acceso, códigos de recuperación y sesiones. Las partidas jugadas se quedan, ya sin vínculo contigo.',
  deleteConfirm: 'Sí, eliminar mi cuenta para siempre',
  delete: 'Eliminar mi cuenta',
  deleted: 'Tu cuenta se ha eliminado.',
  working: 'Esperando tu llave de acceso…',
  failed: 'No ha funcionado: {{message}}',
  cancelled: 'La ventana de la llave de acceso se cerró o caducó; no ha cambiado nada.',
  unsupported: 'Este navegador no puede usar llaves de acceso.',
  unavailable: 'Este servidor no ofrece cuentas.',
};

const it: AccountTexts = {
  title: 'Il tuo account',
  intro:
    'L’account è facoltativo: per giocare non serve mai. È un nome e una passkey (il blocco schermo del telefono o del computer, o una chiave di sicurezza), senza e-mail né password. Le partite a cui ti unisci da connesso restano nel tuo profilo, visibili solo a te.',
  name: 'Nome',
  signUp: 'Crea un account con una passkey',
  signIn: 'Accedi con una passkey',
  signedInAs: 'Accesso effettuato come {{name}}.',
  passkeys: 'Passkey: {{count}}. Codici di recupero rimasti: {{codes}}.',
  codesTitle: 'I tuoi codici di recupero',
  codesHelp:
    'Annotali o conservali in un posto sicuro adesso: vengono mostrati una sola volta. Ognuno permette di aggiungere una nuova passkey se perdi la tua, e vale una volta.',
  codesDone: 'Li ho salvati',
  recoverTitle: 'Hai perso la passkey?',
  recoverCode: 'Codice di recupero',
  recover: 'Aggiungi una passkey con un codice di recupero',
  signOut: 'Esci',
  download: 'Scarica i miei dati',
  deleteTitle: 'Elimina l’account',
  deleteHelp:
    'Rimuove nome, passkey, codici di recupero e sessioni. Le partite giocate restano, non più collegate a te.',
  deleteConfirm: 'Sì, elimina definitivamente il mio account',
  delete: 'Elimina il mio account',
  deleted: 'Il tuo account è stato eliminato.',
  working: 'In attesa della passkey…',
  failed: 'Non ha funzionato: {{message}}',
  cancelled: 'La richiesta della passkey è stata chiusa o è scaduta; non è cambiato nulla.',
  unsupported: 'Questo browser non può usare le passkey.',
  unavailable: 'Questo server non offre account.',
};

const nl: AccountTexts = {
  title: 'Je account',
  intro:
    'Een account is vrijwillig: spelen kan altijd zonder. Het is een naam en een passkey (de schermvergrendeling van je telefoon of computer, of een beveiligingssleutel) — geen e-mail, geen wachtwoord. Spellen waar je ingelogd aan meedoet, worden bewaard voor je profiel en zijn alleen voor jou zichtbaar.',
  name: 'Naam',
  signUp: 'Account aanmaken met een passkey',
  signIn: 'Inloggen met een passkey',
  signedInAs: 'Ingelogd als {{name}}.',
  passkeys: 'Passkeys: {{count}}. Herstelcodes over: {{codes}}.',
  codesTitle: 'Je herstelcodes',
  codesHelp:
    'Schrijf ze nu op of bewaar ze veilig: ze worden maar één keer getoond. Met elke code kun je een nieuwe passkey toevoegen als je de jouwe kwijt bent, één keer.',
  codesDone: 'Ik heb ze bewaard',
  recoverTitle: 'Passkey kwijt?',
  recoverCode: 'Herstelcode',
  recover: 'Nieuwe passkey toevoegen met een herstelcode',
  signOut: 'Uitloggen',
  download: 'Mijn gegevens downloaden',
  deleteTitle: 'Account verwijderen',
  deleteHelp:
    'Dit verwijdert je naam, passkeys, herstelcodes en sessies. Gespeelde spellen blijven, niet meer aan jou gekoppeld.',
  deleteConfirm: 'Ja, mijn account definitief verwijderen',
  delete: 'Mijn account verwijderen',
  deleted: 'Je account is verwijderd.',
  working: 'Wachten op je passkey…',
  failed: 'Dat lukte niet: {{message}}',
  cancelled: 'Het passkeyvenster is gesloten of verlopen; er is niets veranderd.',
  unsupported: 'Deze browser kan geen passkeys gebruiken.',
  unavailable: 'Deze server biedt geen accounts aan.',
};

export const ACCOUNT_TEXTS: Readonly<Record<Language, AccountTexts>> = { en, de, fr, es, it, nl };

/** A text with its {{placeholders}} filled. */
export function fill(text: string, values: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));
}
