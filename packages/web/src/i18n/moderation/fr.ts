/** La modération à la table (issue 30). The same keys as en.ts. */
export const moderationFr = {
  menu: 'Actions pour {{name}}',
  muteForMe: 'Masquer pour moi',
  unmuteForMe: 'Réafficher pour moi',
  muteForTable: 'Rendre muet pour la table',
  unmuteForTable: 'Rendre la parole pour la table',
  remove: 'Retirer de la table',
  removeConfirm: 'Retirer {{name}} de cette table ? Cette personne ne pourra pas revenir avec cette place.',
  report: 'Signaler…',
  reportTitle: 'Signaler {{name}}',
  reason: 'Motif',
  reasons: {
    harassment: 'Harcèlement ou insultes',
    hate: 'Discours haineux',
    cheating: 'Triche ou secrets révélés',
    spam: 'Spam ou flood',
    name: 'Nom offensant',
    other: 'Autre chose',
  },
  details: 'Ce qui s’est passé (facultatif)',
  send: 'Envoyer le signalement',
  cancel: 'Annuler',
  reported:
    'Merci : votre signalement a été envoyé. Les opérateurs le lisent avec les lignes de discussion que le serveur conserve.',
  mutedForTable: 'rendu muet par l’hôte',
  mutedForMe: 'masqué par vous',
};

export const moderationRejectionFr = {
  'moderation/removed': 'L’hôte vous a retiré de cette table.',
  'seat/not-a-person': 'Personne n’est assis là pour être retiré.',
  'limit/removals': 'L’hôte a retiré autant de personnes de cette partie que permis.',
  'chat/muted': 'L’hôte vous a rendu muet à cette table.',
  'mute/self': 'Vous ne pouvez pas vous masquer vous-même.',
  'report/spectator': 'Seuls les joueurs à la table peuvent signaler.',
  'report/self': 'Vous ne pouvez pas vous signaler vous-même.',
  'report/not-a-person': 'Seule une personne peut être signalée.',
  'report/limit': 'Vous avez signalé autant de joueurs qu’une partie le permet ; les opérateurs les liront.',
  'report/rate': 'Trop de signalements pour l’instant ; réessayez plus tard.',
  'text/profane': 'Les tables publiques n’acceptent pas ces mots ; choisissez-en d’autres.',
  suspended: 'Cette adresse ne peut pas jouer aux tables publiques pour le moment.',
  'suspended/account': 'Ce compte ne peut pas jouer aux tables publiques pour le moment.',
  'report/enough': 'Ce joueur a été assez signalé pour le moment ; les opérateurs liront ces signalements.',
  'rate/public-tables':
    'Trop de nouvelles tables publiques depuis votre réseau ou votre compte ; attendez un moment.',
  'rate/quick-play': 'Trop de parties rapides depuis votre réseau ou votre compte ; attendez un moment.',
};
