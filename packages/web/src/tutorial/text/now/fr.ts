import type { NowTexts } from './index.ts';

export const nowFr: NowTexts = {
  now: {
    night: 'La Phase nocturne : chacun regarde ce que la nuit lui montre, puis le confirme.',
    movementMine: 'Tour {{round}} : votre Déplacement.',
    movement:
      'Tour {{round}} : {{name}} se déplace. Suivez sur la carte où il va : qui reste seul, qui rencontre qui.',
    encounterMine: 'Une Rencontre dans {{place}} : vous rencontrez {{names}}.',
    encounter:
      'Une Rencontre dans {{place}} entre {{names}}. Leurs cartes passent face cachée : vous ne les voyez pas, seulement qui était là.',
    eventMine: 'C’est à vous de résoudre l’événement.',
    event: '{{name}} résout l’événement ; ce qui est choisi apparaît dans le journal.',
    actionMine: 'La Phase d’Action : votre action.',
    action: 'La Phase d’Action : {{name}} fait une action. Ce qui se passe apparaît dans le journal.',
    portal: '{{name}} demande à {{partner}} pour le Portail.',
    checkMine: 'Vous regardez la pile Pouls de {{target}}.',
    check: '{{name}} regarde la pile Pouls de {{target}} : lui seul voit ce qu’elle contient.',
    voteDiscussion: 'Un Vote : d’abord la discussion. Qui soupçonnez-vous, et pourquoi ?',
    voteBallot: 'Un Vote : le scrutin. Chaque bulletin reste caché jusqu’à ce que tous soient déposés.',
    voteKnife: 'Un Vote : {{name}} tient le Couteau et décide des bulletins.',
    cleanup: 'La Phase de Nettoyage : le tour {{round}} se termine.',
    mayorMine: 'Le Vote est à égalité : le Maire décide, et c’est vous.',
    mayor: 'Le Vote est à égalité : {{name}}, le Maire, décide.',
    detectiveNight: 'Une courte nuit : chacun regarde ce qu’elle lui montre, puis le confirme.',
    seerGuess: 'Les Fanatiques désignent celui qu’ils croient être le Voyant.',
    over: 'La partie est finie : les résultats montrent tous les secrets.',
  },
  hint: {
    decide: 'À vous de décider : le panneau des actions propose ce que vous pouvez faire.',
    waiting: 'En attente des autres.',
    ghost:
      'Vous êtes un Fantôme et vous jouez encore : le panneau des actions propose ce que vous pouvez faire à votre tour.',
  },
};
