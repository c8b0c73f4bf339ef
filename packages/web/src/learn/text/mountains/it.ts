import type { LearnText } from '../en.ts';

export const mountainsLearnIt: LearnText['mountains'] = {
  title: 'Le mappe di Montagne del Caos',
  intro:
    'L’espansione Montagne del Caos porta mappe proprie, per 4-6, 7 e 8 giocatori; chi crea la partita sceglie la mappa. Le Stanze sono quelle che conosci; i Corridoi, la Porta Girevole e due Ascensori sono nuovi.',
  mapCaption:
    'Una mappa di Montagne del Caos all’inizio di una vera partita con {{players}} giocatori: quattro Corridoi colorati si incontrano all’incrocio centrale, dove la Porta Girevole blocca il {{hallway}}.',
  hallways:
    'Corridoi collegati: i Corridoi A, B, C e D si incontrano a un incrocio al centro, ognuno del suo colore. Paghi 1 punto Movimento per ogni porta che attraversi e per ogni cambio di colore del Corridoio. Dalla Stanza di sicurezza alla Biblioteca ne servono 3: nel Corridoio A, nel Corridoio D e attraverso la porta nella Biblioteca.',
  door: 'La Porta Girevole sta sull’incrocio e blocca un Corridoio: dall’incrocio non si può entrarvi né uscirne, ma le sue porte verso le Stanze restano aperte. Comincia su C e ruota di un quarto in senso orario dopo ogni Fase Movimento: C, D, A, B e poi di nuovo C.',
  doorCaption: 'Il Corridoio bloccato dalla Porta Girevole in ogni round',
  round: 'Round',
  blocked: 'Bloccato',
  elevators:
    'Ogni Ascensore collega due Stanze ed è una Posizione a sé: {{first}}; {{second}}. Si trova sempre presso una delle sue due Stanze.',
  link: '{{elevator}} tra {{a}} e {{b}} (parte da {{start}})',
  board:
    'Salire costa 1 punto Movimento, dalla Stanza dove si trova l’Ascensore. Viaggiare durante il tuo Movimento è gratis: va alla sua altra Stanza e chi è dentro scende lì, il che può causare un Incontro.',
  auto: 'Dopo la Fase Movimento, ogni Ascensore con qualcuno dentro parte da solo, purché ci sia corrente.',
  call: 'Se sei in una delle sue Stanze mentre si trova nell’altra, puoi chiamarlo gratis, se il tuo Itinerario permette quella Stanza in questo round. I Cultisti non devono seguire il loro Itinerario.',
  power: 'Senza corrente l’Ascensore non si muove, ma puoi comunque salire e scendere.',
  ghosts: 'I Fantasmi si teletrasportano come sempre e non possono salire su un Ascensore.',
  victory:
    'Su queste mappe gli Investigatori hanno bisogno di più Punti Vittoria; gli obiettivi dei Cultisti non cambiano.',
  victoryCaption: 'Punti Vittoria necessari agli Investigatori sulle mappe di Montagne del Caos',
  players: 'Giocatori',
  vpTarget: 'Punti Vittoria',
};
