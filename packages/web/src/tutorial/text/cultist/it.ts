import type { LessonTexts } from '../../lessons/lesson.ts';

export const cultistIt: LessonTexts = {
  steps: {
    night: {
      title: 'Sei il Cultista',
      text: 'Guarda il tuo Ruolo nel tuo pannello: sei il Cultista, e gli altri quattro sono Investigatori. Nella fase notturna un Cultista scopre chi è morto fin dall’inizio: {{dead}}. Quell’Investigatore conta già per la tua vittoria. Conferma la Notte per cominciare.',
      alone:
        'In cinque sei l’unico Cultista: non c’è nessun altro Cultista da conoscere, e nessuno conosce te, tranne il Veggente, nascosto tra gli Investigatori.',
      others: 'Gli altri Cultisti, che conoscono anche te: {{names}}.',
    },
    route: {
      title: 'Il tuo Percorso, un travestimento',
      text: 'Hai una carta Percorso come tutti, ma da Cultista puoi ignorarla: ogni azione di Stanza è tua, qualunque cosa dica. Usare Stanze fuori dal Percorso round dopo round può tradirti, quindi gioca come farebbe un Investigatore.',
    },
    move: {
      title: 'Trova qualcuno da solo',
      text: 'Tocca a te muoverti: {{mp}} punti Movimento, uno per porta. Un Incontro di esattamente due non ha testimoni: vai da un Personaggio che è da solo e termina lì il Movimento.',
      meet: 'Da soli adesso: {{names}}.',
    },
    encounter: {
      title: 'Un omicidio senza testimoni',
      text: 'Incontri {{names}}. Ognuno mette una carta coperta sul mazzo Energia dell’altro; nessuno la vede, nemmeno chi la riceve.',
      murder: 'Dai a {{name}} una carta Morto: è un omicidio, e nessuno lo sa.',
      spare: '{{name}} è già morto: un’altra carta Morto non aggiunge nulla. Dai una carta Vivo.',
      many: 'Più di due si incontrano al buio: scegli prima chi riceve la tua carta, poi la carta. Con più persone intorno, un omicidio è più rischioso.',
    },
    murder: {
      title: 'Nessuno l’ha visto',
      text: '{{name}} ha ora la tua carta Morto: assassinato. Nessuno lo sa, nemmeno {{name}}, finché qualcuno non controlla quel mazzo Energia. {{name}} continua a giocare come se fosse vivo.',
    },
    pass: {
      title: 'La tua azione',
      text: 'La fase Azione: fai un’azione o passa. Nessuno accanto a te è morto, per quanto ne sai, quindi non c’è ancora nulla da nascondere: passa, o fai ciò che farebbe un Investigatore.',
    },
    notYet: {
      title: 'Rivendicare la vittoria? Non ancora',
      text: 'Fine del round. Da unico Cultista puoi rivendicare la vittoria adesso: ti riveli e ogni mazzo Energia viene controllato. Ti servono {{needed}} Investigatori morti e ne conosci {{count}} ({{names}}). Rivendicare adesso sarebbe sbagliato, e una rivendicazione sbagliata perde subito. Termina il round.',
    },
    again: {
      title: 'Un altro omicidio',
      text: 'Conosci {{count}} morti dei {{needed}} che ti servono ({{names}}). Vai di nuovo da qualcuno che è da solo per un secondo omicidio.',
      meet: 'Da soli adesso: {{names}}.',
    },
    checkDead: {
      title: 'Controllare uno stato, da bugiardo',
      text: 'Con te c’è {{names}}, che sai essere morto. Controlla il suo stato: vedrai la carta Morto.',
    },
    conceal: {
      title: 'Nascondi la carta Morto',
      text: 'Il mazzo Energia di {{name}} contiene {{alive}} Vivo e {{dead}} Morto. Un Investigatore deve rivelare una carta Morto; un Cultista può nasconderla. Termina il controllo senza rivelare: {{name}} conta come vivo finché non emerge la verità, e tu sembri un Investigatore scrupoloso.',
    },
    claim: {
      title: 'Rivendica la vittoria!',
      text: 'Adesso {{count}} dei {{needed}} sono morti ({{names}}): rivendica la vittoria. Viene controllato subito: se è giusto, vincono i Cultisti; se no, perdi. Se una votazione ti avesse eliminato prima della rivendicazione, avresti perso qualunque fosse il numero delle tue vittime: rivendica appena è giusto.',
    },
    end: {
      title: 'La fine',
      text: 'La partita è finita: vincono i {{team}}. Qui sotto sono rivelati ogni Ruolo e ogni carta: guarda chi hai assassinato e quale carta hai nascosto.',
    },
  },
};
