import type { LearnText } from '../en.ts';

export const mountainsLearnFr: LearnText['mountains'] = {
  title: 'Les cartes des Montagnes du chaos',
  intro:
    'L’extension Montagnes du chaos apporte ses propres cartes, pour 4 à 6, 7 et 8 joueurs ; l’hôte choisit la carte en créant la partie. Les Pièces sont celles que vous connaissez ; les Couloirs, la Porte-tambour et deux Ascenseurs sont nouveaux.',
  mapCaption:
    'Une carte des Montagnes du chaos au début d’une vraie partie à {{players}} joueurs : quatre Couloirs colorés se rejoignent au croisement central, où la Porte-tambour bloque {{hallway}}.',
  hallways:
    'Couloirs reliés : les Couloirs A, B, C et D se rejoignent à un croisement central, chacun de sa couleur. Vous payez 1 point de Déplacement par porte franchie et par changement de couleur de Couloir. De la Salle de vidéosurveillance à la Bibliothèque, il en faut 3 : dans le Couloir A, dans le Couloir D, puis par la porte dans la Bibliothèque.',
  door: 'La Porte-tambour se trouve sur le croisement et bloque un Couloir : on ne peut pas y entrer ni en sortir par le croisement, mais ses portes vers les Pièces restent ouvertes. Elle commence sur C et tourne d’un quart de tour dans le sens horaire après chaque phase de Déplacement : C, D, A, B, puis de nouveau C.',
  doorCaption: 'Le Couloir que la Porte-tambour bloque à chaque tour',
  round: 'Tour',
  blocked: 'Bloqué',
  elevators:
    'Chaque Ascenseur relie deux Pièces et est un Emplacement à part entière : {{first}} ; {{second}}. Il se trouve toujours à l’une de ses deux Pièces.',
  link: '{{elevator}} entre {{a}} et {{b}} (commence à {{start}})',
  board:
    'Y monter coûte 1 point de Déplacement, depuis la Pièce où se trouve l’Ascenseur. Le prendre pendant votre propre Déplacement est gratuit : il va à son autre Pièce et tous ceux qui s’y trouvent en sortent là-bas, ce qui peut déclencher une Rencontre.',
  auto: 'Après la phase de Déplacement, chaque Ascenseur occupé part seul, tant que l’électricité fonctionne.',
  call: 'Si vous êtes dans l’une de ses Pièces alors qu’il se trouve à l’autre, vous pouvez l’appeler gratuitement, si votre Parcours autorise cette Pièce pendant ce tour. Les Fanatiques n’ont pas à suivre leur Parcours.',
  power: 'Sans électricité, un Ascenseur ne bouge pas, mais on peut toujours y monter et en descendre.',
  ghosts: 'Les Fantômes se téléportent comme d’habitude et ne peuvent pas monter dans un Ascenseur.',
  victory:
    'Sur ces cartes, les Enquêteurs doivent marquer plus de points de victoire ; les objectifs des Fanatiques ne changent pas.',
  victoryCaption: 'Points de victoire nécessaires aux Enquêteurs sur les cartes des Montagnes du chaos',
  players: 'Joueurs',
  vpTarget: 'Points de victoire',
};
