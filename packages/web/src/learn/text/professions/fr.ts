import type { LearnText } from '../en.ts';

export const professionsLearnFr: LearnText['professions'] = {
  title: 'Professions (Montagnes du chaos)',
  intro:
    'Un module optionnel de l’extension, pour les tables à 2 Fanatiques : 7 ou 8 joueurs, ou 6 avec l’AUTOMA. Il fonctionne sur tous les plateaux ; l’hôte le coche en créant la partie.',
  setup:
    'Mise en place : les cartes de chaque joueur arrivent dans une Enveloppe fermée. L’Enveloppe d’un Enquêteur contient aussi le jeton Informateur, toutes les autres (celles des Fanatiques aussi) un jeton Non-informateur, pour que personne ne puisse les distinguer. Vous ne voyez que votre propre jeton. L’un des cinq jetons Profession est posé face cachée à côté du plateau ; personne ne sait lequel.',
  earn: 'L’obtenir : le premier à combattre avec succès un jeton Fanatique prend le jeton Profession et le retourne face visible. Dès lors, tout le monde sait qui a quelle Profession. Il n’y en a qu’une par partie.',
  lose: 'La perdre : seuls les vivants ont une Profession. Celui qui meurt la perd pour de bon ; le jeton quitte la partie.',
  list: 'Les cinq Professions',
  detectiveNight:
    'Quand l’Inspecteur est révélé, une courte Phase nocturne suit : tous ferment les yeux et retournent leur jeton, seul l’Inspecteur ouvre les yeux et voit qui est l’Informateur, puis chacun recouvre son jeton et tous ouvrent les yeux. Chaque écran montre les mêmes étapes : personne ne peut savoir qui a regardé.',
};
