import type { LessonTexts } from '../../lessons/lesson.ts';

export const investigatorIt: LessonTexts = {
  steps: {
    night: {
      title: 'Il tuo Ruolo e la notte',
      text: 'Il tuo Ruolo è segreto, come tutti: nel tuo pannello toccalo per vederlo, e di nuovo per nasconderlo. Decide la tua squadra. Uno degli altri quattro è un Cultista nascosto tra voi. Nella Fase Notte il Cultista scopre chi è morto fin dall’inizio e il Veggente scopre chi è il Cultista; un Investigatore non scopre nulla. Conferma la notte per cominciare.',
    },
    route: {
      title: 'Il tuo Itinerario',
      text: 'La tua carta Itinerario segreta indica i colori delle Stanze di cui puoi usare le azioni Stanza in ogni round. In questo round: {{colours}}. Puoi andare ovunque: l’Itinerario limita solo le azioni Stanza, e le azioni Personaggio come Controllare uno stato valgono ovunque.',
    },
    move: {
      title: 'Il tuo primo Movimento',
      text: 'Tocca a te muoverti: hai {{mp}} punti Movimento e ogni porta ne costa uno. Tocca una Posizione evidenziata sulla mappa, o un pulsante nel pannello delle azioni, un passo alla volta, poi termina il Movimento. Un Movimento non finisce mai dove è cominciato. Entrare in una Posizione con esattamente un altro Personaggio vivo provoca un Incontro.',
      meet: 'Da soli nella loro Posizione adesso: {{names}}. Raggiungine uno.',
    },
    encounter: {
      title: 'Un Incontro',
      text: 'Incontri {{names}}. Ognuno mette una carta dalla mano coperta sul mazzo Energia dell’altro, senza mostrarla: una carta Vivo non fa nulla, una carta Morto è un omicidio che nessuno vede ancora. Da Investigatore hai solo carte Vivo.',
      two: 'In due non c’è nessuno da scegliere: dai la tua carta Vivo a {{name}}.',
      many: 'Più persone si incontrano al buio: scegli prima chi riceve la tua carta, poi la carta.',
    },
    event: {
      title: 'Un evento',
      text: 'La Fase Evento: un segnalino Evento esce dal sacchetto: {{event}}. Il suo effetto dura fino al prossimo evento. L’orologio conserva l’evento di ogni round.',
    },
    action: {
      title: 'La tua azione',
      text: 'La Fase Azione: fai un’azione o passa. Controllare uno stato guarda in segreto il mazzo Energia di un Personaggio nella tua Posizione: una carta Morto lì dentro è un omicidio. Le azioni Stanza richiedono una Stanza che il tuo Itinerario permette in questo round.',
      check: 'Nella tua Posizione con te: {{names}}. Controlla uno stato!',
    },
    check: {
      title: 'Che cosa hai visto',
      text: 'Il mazzo Energia di {{name}} contiene {{alive}} Vivo e {{dead}} Morto. Un Investigatore deve dire la verità: se hai visto una carta Morto, rivelala.',
    },
    murder: {
      title: 'Un omicidio rivelato',
      text: '{{name}} aveva una carta Morto nel mazzo Energia ed ora è un Fantasma. I Fantasmi continuano a giocare: si teletrasportano invece di camminare, non fanno Incontri e votano ancora. Ogni omicidio rivelato avvia una Votazione.',
    },
    vote: {
      title: 'La Votazione',
      text: 'Prima tutti discutono, poi ognuno indica in segreto un Personaggio, o si astiene. Chi ha più voti di ogni altro e delle astensioni è eliminato e diventa un Fantasma. Elimina il Cultista e gli Investigatori vincono (a meno che il Cultista indichi poi il Veggente). Chi ha incontrato la vittima? Chi ha controllato chi?',
    },
    end: {
      title: 'La fine',
      text: 'La partita è finita. Vincono: {{team}}. Qui sotto sono rivelati tutti i Ruoli e tutte le carte. Questo è tutto il gioco: inizia una partita vera dalla pagina iniziale, con amici o con bot.',
    },
  },
};
