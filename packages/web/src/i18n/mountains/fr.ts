import type { Messages } from '../types.ts';

export const mountainsFr: Messages['mountains'] = {
  boards: {
    university: 'L’université',
    mountains: 'Montagnes du chaos',
  },
  landing: {
    board: 'Carte',
    boardHint:
      'Montagnes du chaos : Couloirs reliés, une Porte-tambour et deux Ascenseurs ; les Enquêteurs doivent marquer plus de points de victoire.',
  },
  hallway: 'Couloir {{letter}}',
  elevator: 'Ascenseur {{n}}',
  colour: {
    amber: 'ambre',
    teal: 'bleu canard',
    violet: 'violet',
    slate: 'ardoise',
    rose: 'bordeaux',
    olive: 'olive',
  },
  board: {
    hallway: '{{name}} : Couloir {{colour}}',
    blocked: 'bloqué par la Porte-tambour pendant ce tour',
    door: 'Porte-tambour : elle bloque {{hallway}} pendant ce tour ; au tour suivant, elle bloquera {{next}}',
    elevator: '{{name}} : à {{room}}, {{riders}}',
    empty: 'vide',
    riders: 'avec {{names}} à l’intérieur',
    shaft: '{{name}} : sa porte à {{room}} ; l’Ascenseur est à {{other}}',
  },
  status: {
    title: 'Porte-tambour et Ascenseurs',
    door: 'La Porte-tambour bloque {{hallway}} ; au tour suivant : {{next}}.',
    elevator: '{{name}} est à {{room}}, {{riders}}.',
  },
  actions: {
    rideElevator: 'Prendre l’Ascenseur jusqu’à l’autre Pièce',
    callElevator: 'Appeler {{elevator}} dans cette Pièce',
  },
  explain: {
    rideElevator:
      'Gratuit : l’Ascenseur va à son autre Pièce et tous ceux qui s’y trouvent en sortent là-bas. Il ne fonctionne qu’avec l’électricité.',
    callElevator:
      'Gratuit : l’Ascenseur vient de l’autre Pièce jusqu’à la vôtre ; ceux qui s’y trouvent en sortent ici. Votre Parcours doit autoriser cette Pièce (pas pour les Fanatiques).',
  },
  ev: {
    revolvingDoorTurned: 'La Porte-tambour tourne : elle bloque maintenant {{blocks}}.',
    elevatorRidden_one: '{{by}} prend {{elevator}} de {{from}} à {{to}} ; {{riders}} en sort.',
    elevatorRidden_other: '{{by}} prend {{elevator}} de {{from}} à {{to}} ; {{riders}} en sortent.',
    elevatorCalled: '{{by}} appelle {{elevator}} de {{from}} à {{to}}.',
    elevatorCalledRiders_one: '{{by}} appelle {{elevator}} de {{from}} à {{to}} ; {{riders}} en sort.',
    elevatorCalledRiders_other: '{{by}} appelle {{elevator}} de {{from}} à {{to}} ; {{riders}} en sortent.',
    elevatorAuto_one: '{{elevator}} va seul de {{from}} à {{to}} ; {{riders}} en sort.',
    elevatorAuto_other: '{{elevator}} va seul de {{from}} à {{to}} ; {{riders}} en sortent.',
  },
  rejection: {
    'move/revolving-door': 'La Porte-tambour bloque ce passage pendant ce tour.',
    'move/elevator-away':
      'L’Ascenseur n’est pas ici : montez-y dans la Pièce où il se trouve, ou appelez-le.',
  },
  legend: {
    title: 'Montagnes du chaos',
    hallwayColour: {
      term: 'Couloir coloré',
      text: 'Les Couloirs se rejoignent sans porte ; passer dans un Couloir d’une autre couleur coûte 1 point de Déplacement.',
    },
    letter: {
      term: 'Lettre A–D',
      text: 'Désigne chaque Couloir au croisement central, pour que la couleur ne soit jamais le seul repère ; un Couloir étroit dont le nom ne tient pas sur son panneau ne porte que sa lettre.',
    },
    revolvingDoor: {
      term: 'Porte-tambour (✕)',
      text: 'Au centre : le Couloir derrière la barre rouge et le ✕ ne peut pas être traversé par le croisement pendant ce tour. Elle tourne après chaque phase de Déplacement : C, D, A, B.',
    },
    elevator: {
      term: 'Ascenseur',
      text: 'Un Emplacement à part entière, dessiné à la Pièce où il se trouve ; y monter coûte 1 point de Déplacement, le trajet est gratuit.',
    },
    shaft: {
      term: 'Porte palière',
      text: 'L’autre arrêt de l’Ascenseur, où il ne se trouve pas en ce moment.',
    },
  },
  help: {
    title: 'Carte Montagnes du chaos',
    hallways:
      'Couloirs reliés : vous payez 1 point de Déplacement par porte et par changement de couleur de Couloir.',
    door: 'La Porte-tambour bloque un Couloir au croisement central : C au tour 1, puis D, A, B et de nouveau C. Elle tourne après chaque phase de Déplacement.',
    elevators:
      'Ascenseurs : y monter coûte 1 point de Déplacement ; le prendre pendant votre Déplacement est gratuit. Après la phase de Déplacement, un Ascenseur occupé part seul si l’électricité fonctionne. Depuis une Pièce qu’il dessert, vous pouvez l’appeler si votre Parcours autorise cette Pièce. Sans électricité, il ne bouge pas. Les Fantômes ne peuvent pas y monter.',
    victory:
      'Les Enquêteurs doivent marquer {{four}} points de victoire à 4-5 joueurs, {{six}} à 6, {{seven}} à 7 et {{eight}} à 8.',
  },
};
