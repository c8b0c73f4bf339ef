import type { NowTexts } from './index.ts';

export const nowEs: NowTexts = {
  now: {
    night: 'La fase de noche: cada uno mira lo que la noche le muestra y luego lo confirma.',
    movementMine: 'Ronda {{round}}: tu movimiento.',
    movement:
      'Ronda {{round}}: {{name}} se mueve. Mira en el mapa adónde va: quién se queda solo, quién se encuentra con quién.',
    encounterMine: 'Un encuentro en {{place}}: te encuentras con {{names}}.',
    encounter:
      'Un encuentro en {{place}} entre {{names}}. Sus cartas pasan boca abajo: no puedes verlas, solo quién estaba allí.',
    eventMine: 'Te toca resolver el evento.',
    event: '{{name}} resuelve el evento; lo que elija aparece en el registro.',
    actionMine: 'La fase de acciones: tu acción.',
    action: 'La fase de acciones: {{name}} realiza una acción. Lo que haga aparece en el registro.',
    portal: '{{name}} pregunta a {{partner}} por el Portal.',
    checkMine: 'Estás mirando el mazo de Pulso de {{target}}.',
    check: '{{name}} está mirando el mazo de Pulso de {{target}}: solo esa persona ve lo que contiene.',
    voteDiscussion: 'Una votación: primero la discusión. ¿De quién sospechas, y por qué?',
    voteBallot: 'Una votación: el voto. Cada voto queda oculto hasta que todos hayan votado.',
    voteKnife: 'Una votación: {{name}} tiene el Cuchillo y decide sobre los votos.',
    cleanup: 'La fase de limpieza: termina la ronda {{round}}.',
    mayorMine: 'La votación está empatada: decide el alcalde, y eres tú.',
    mayor: 'La votación está empatada: decide {{name}}, el alcalde.',
    detectiveNight: 'Una noche corta: cada uno mira lo que le muestra y luego lo confirma.',
    seerGuess: 'Los Cultistas señalan a quien creen que es la Vidente.',
    over: 'La partida ha terminado: los resultados muestran todos los secretos.',
  },
  hint: {
    decide: 'Te toca decidir: el panel de acciones ofrece lo que puedes hacer.',
    waiting: 'Esperando a los demás.',
    ghost:
      'Eres un fantasma y sigues jugando: el panel de acciones ofrece lo que puedes hacer cuando te toca.',
  },
};
