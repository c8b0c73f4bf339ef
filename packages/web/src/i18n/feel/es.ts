import type { Messages } from '../types.ts';

export const feelEs: Messages['feel'] = {
  signals: 'Avisos de turno',
  notify: 'Avisarme cuando sea mi turno y esta pestaña esté oculta',
  notifyDenied:
    'Este navegador bloquea las notificaciones de esta página; permítelas en la configuración del sitio.',
  notifyBody: 'La partida espera tu decisión.',
  encounterYou: 'Encuentro: elige tu carta (los demás eligen en secreto)',
  encounterWho: 'Esperando a los personajes del Encuentro: {{names}}',
  everyoneYou: 'Todos deciden en secreto: se espera tu decisión',
  othersDeciding: 'Esperando a los demás (quién sigue decidiendo es secreto)',
  unread_one: '{{count}} mensaje sin leer',
  unread_other: '{{count}} mensajes sin leer',
  chatJump: 'Chat',
  quick: 'Frases rápidas',
  about: 'Sobre',
  phrase: {
    investigator: 'Soy Investigador.',
    checkMe: 'Comprobadme.',
    agree: 'De acuerdo.',
    trust: 'Confío en {{name}}.',
    suspect: 'Sospecho de {{name}}.',
    vote: 'Votemos a {{name}}.',
  },
};
