import type { NowTexts } from './index.ts';

export const nowNl: NowTexts = {
  now: {
    night: 'De Nachtfase: iedereen bekijkt wat de nacht hem toont en bevestigt dat.',
    movementMine: 'Ronde {{round}}: jouw Beweging.',
    movement:
      'Ronde {{round}}: {{name}} beweegt. Kijk op de kaart waar die heen gaat: wie staat alleen, wie ontmoet wie.',
    encounterMine: 'Een Ontmoeting in {{place}}: je ontmoet {{names}}.',
    encounter:
      'Een Ontmoeting in {{place}} tussen {{names}}. Hun kaarten gaan gedekt over: je ziet ze niet, alleen wie er was.',
    eventMine: 'Jij handelt de gebeurtenis af.',
    event: '{{name}} handelt de gebeurtenis af; wat gekozen wordt, staat in het logboek.',
    actionMine: 'De Actiefase: jouw actie.',
    action: 'De Actiefase: {{name}} doet een actie. Wat er gebeurt, staat in het logboek.',
    portal: '{{name}} vraagt {{partner}} naar de Poort.',
    checkMine: 'Je bekijkt de Polsslagkaartenstapel van {{target}}.',
    check: '{{name}} bekijkt de Polsslagkaartenstapel van {{target}}: alleen die ziet wat erin zit.',
    voteDiscussion: 'Een Stemming: eerst het overleg. Wie verdenk je, en waarom?',
    voteBallot: 'Een Stemming: het stemmen. Elke stem blijft verborgen tot iedereen gestemd heeft.',
    voteKnife: 'Een Stemming: {{name}} heeft het Mes en beslist over de stemmen.',
    cleanup: 'De Opschoonfase: ronde {{round}} eindigt.',
    mayorMine: 'De Stemming staat gelijk: de Burgemeester beslist, en dat ben jij.',
    mayor: 'De Stemming staat gelijk: {{name}}, de Burgemeester, beslist.',
    detectiveNight: 'Een korte nacht: iedereen bekijkt wat die hem toont en bevestigt dat.',
    seerGuess: 'De Cultisten wijzen aan wie volgens hen de Ziener is.',
    over: 'Het spel is voorbij: de uitslag toont elk geheim.',
  },
  hint: {
    decide: 'Jouw beslissing: het Actiepaneel biedt wat je kunt doen.',
    waiting: 'Wachten op de anderen.',
    ghost:
      'Je bent een Spook en speelt nog mee: het Actiepaneel biedt wat je kunt doen als je aan de beurt bent.',
  },
};
