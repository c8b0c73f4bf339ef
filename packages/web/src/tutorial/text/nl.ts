export const coachNl = {
  title: 'Uitleg',
  intro:
    'Leer het hele spel in drie lessen. Elke les is een begeleid spel tegen bots, met de echte regels, in minder dan tien minuten: een coach legt elke stap uit zodra die komt en wacht tot je hem speelt.',
  start: 'Les starten',
  starting: 'De tafel wordt gedekt…',
  notFair: 'Uitlegspel: de verdeling is altijd dezelfde, dus dit is een les, geen eerlijk spel.',
  coach: 'Coach',
  gotIt: 'Begrepen',
  botsWait: 'De bots wachten tot je dit gelezen hebt.',
  progress: 'Stap {{n}} van {{total}}',
  choose: 'Kies een les',
  completed: 'voltooid',
  soon: 'binnenkort',
  next: 'Volgende les: {{title}}',
  allLessons: 'Alle lessen',
  allDone:
    'Je hebt alle lessen voltooid. Start een echt spel vanaf de startpagina, met vrienden of met bots.',
  lessons: {
    investigator: {
      title: 'Les 1: Onderzoeker',
      summary:
        'Bewegen, anderen ontmoeten, een Toestand controleren, een moord onthullen en de Cultist wegstemmen.',
    },
    cultist: {
      title: 'Les 2: Cultist',
      summary:
        'Ongezien moorden, een Dood-kaart verbergen, weten wat je mede-Cultisten weten en op het juiste moment de overwinning opeisen.',
    },
    mountains: {
      title: 'Les 3: Mountains of Chaos',
      summary: 'De Draaideur, in een Lift stappen, meerijden en hem roepen, en een Beroep.',
    },
  },
};
