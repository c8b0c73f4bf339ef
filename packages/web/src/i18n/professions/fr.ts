import type { ProfessionsTexts } from './types.ts';

export const professionsFr: ProfessionsTexts = {
  title: 'Profession',
  helpPhase: {
    mayorDecision:
      'Le Vote s’est terminé par une égalité. Le Maire vivant décide : éliminer l’un des Personnages à égalité, ou personne.',
    detectiveNight:
      'Une courte Phase nocturne : tous ferment les yeux, l’Inspecteur seul voit qui a le jeton Informateur, puis tous ouvrent les yeux. Chaque écran montre les mêmes étapes.',
  },
  name: {
    mayor: 'Maire',
    detective: 'Inspecteur',
    exorcist: 'Exorciste',
    profiler: 'Profiler',
    saboteur: 'Saboteur',
  },
  power: {
    mayor:
      'Chaque fois qu’un Vote se termine par une égalité, le Maire décide : éliminer l’un des Personnages à égalité, ou personne.',
    detective:
      'Quand l’Inspecteur est révélé, une courte Phase nocturne suit, où lui seul voit qui est l’Informateur. Il peut dire la vérité ou mentir.',
    exorcist:
      'Une fois par partie, en action supplémentaire gratuite à son tour : ramener un Fantôme à la vie (sa carte Mort visible quitte la partie), puis assassiner un autre Personnage vivant.',
    profiler:
      'En consultant un Statut (par l’action ou la Caméra), le Profiler ne mélange pas la pile Pouls et voit ses cartes dans l’ordre, celle du dessus en premier.',
    saboteur:
      'Une fois par partie, en action supplémentaire gratuite à son tour : échanger sans les regarder les piles Pièce de deux Pièces inachevées contenant chacune au moins 1 carte.',
  },
  token: {
    faceDown:
      'Le jeton Profession est face cachée à côté du plateau : le premier combat réussi contre un Fanatique le rapporte.',
    held: '{{seat}} est {{profession}}.',
    used: 'Le pouvoir (une fois par partie) a été utilisé.',
    lost: 'La Profession {{profession}} a été perdue avec la mort de {{seat}} ; le jeton a quitté la partie.',
    badge: 'Profession : {{profession}}',
    badgeLost: 'Profession perdue : {{profession}}',
    seenAtEnd: 'Le jeton Profession était : {{profession}}.',
  },
  mine: {
    show: 'Touchez pour voir votre jeton',
    hide: 'Cacher votre jeton',
    title: 'Votre jeton Assistant de l’Inspecteur',
    informant: 'Informateur : vous êtes l’Informateur.',
    notInformant: 'Non-informateur.',
    knownInformant: 'Vous l’avez vu en tant qu’Inspecteur : {{seat}} est l’Informateur.',
    pulseOrder: 'La pile Pouls de {{seat}}, carte du dessus en premier :',
    position: '{{n}}. {{card}}',
  },
  mayor: {
    title: 'Le Maire tranche l’égalité',
    you: 'Le Vote est à égalité entre {{tied}}. En tant que Maire, vous décidez : éliminer l’un d’eux, ou personne.',
    other: 'Le Vote est à égalité entre {{tied}}. {{mayor}}, le Maire, décide.',
  },
  night: {
    title: 'La courte nuit de l’Inspecteur',
    intro:
      'L’Inspecteur a été révélé. Chaque écran montre les mêmes étapes ; seul l’Inspecteur voit quelque chose.',
    close: 'Chacun prend son jeton Assistant de l’Inspecteur en main et ferme les yeux.',
    turn: 'Chacun retourne son jeton face visible.',
    detective: 'L’Inspecteur ouvre les yeux et voit qui est l’Informateur.',
    cover: 'Chacun recouvre son jeton.',
    open: 'Tout le monde ouvre les yeux.',
    sawInformant: 'Vous êtes l’Inspecteur : {{seat}} est l’Informateur.',
    sawNothing: 'Vos yeux sont restés fermés : vous n’avez rien vu.',
  },
  actions: {
    mayorDecides: 'Éliminer {{seat}}',
    mayorNobody: 'N’éliminer personne',
    exorcise: 'Ramener {{ghost}} à la vie, puis assassiner {{victim}}',
    swapRoomDecks: 'Échanger les piles Pièce de {{room}} et {{other}}',
    exorciseTitle: 'Exorciste (une fois par partie, gratuit)',
    exorciseGhost: 'Choisissez d’abord le Fantôme à ramener à la vie.',
    exorciseVictim: 'Choisissez maintenant qui assassiner. {{ghost}} revivra.',
    revive: 'Ramener {{seat}} à la vie',
    murder: 'Assassiner {{seat}}',
    saboteurTitle: 'Saboteur (une fois par partie, gratuit)',
    saboteurFirst: 'Choisissez la première Pièce.',
    saboteurSecond: 'Choisissez la Pièce dont la pile change de place avec celle de {{room}}.',
    back: 'Retour',
    afterAction:
      'Votre action est faite. Vous pouvez encore utiliser votre Profession ce tour-ci, ou y renoncer.',
  },
  explain: {
    mayorDecides: 'Maire : le Vote à égalité est à vous de trancher ; celui que vous choisissez est éliminé.',
    exorcise:
      'Exorciste : le Fantôme revit (sa carte Mort visible quitte la partie), puis la victime est assassinée sans Vote. Gratuit ; votre action suit.',
    swapRoomDecks:
      'Saboteur : les deux piles changent de Pièce sans être vues ; les jetons restent en place. Gratuit ; votre action suit.',
  },
  ev: {
    professionEarned: '{{seat}} obtient la Profession : {{profession}}.',
    professionLost: '{{seat}} meurt et perd la Profession {{profession}}.',
    informantSeen: 'En tant qu’Inspecteur, {{seat}} voit que {{informant}} est l’Informateur.',
    mayorDecided: 'Le Maire {{seat}} tranche l’égalité entre {{tied}} : {{eliminated}} est éliminé.',
    mayorDecidedNobody: 'Le Maire {{seat}} tranche l’égalité entre {{tied}} : personne n’est éliminé.',
    exorcised: 'L’Exorciste {{seat}} ramène {{revived}} à la vie et assassine {{victim}}.',
    exorcisedCard:
      'L’Exorciste {{seat}} ramène {{revived}} à la vie (la carte Mort visible quitte la partie) et assassine {{victim}}.',
    roomDecksSwapped: 'Le Saboteur {{seat}} échange les piles Pièce de {{room}} et {{other}}.',
    pulseOrderSeen:
      'En tant que Profiler, {{seat}} voit la pile Pouls de {{target}} dans l’ordre, dessus en premier : {{cards}}.',
  },
  reveal: {
    informant: 'L’Informateur était {{seat}}.',
  },
};
