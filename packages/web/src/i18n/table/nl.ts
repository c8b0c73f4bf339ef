import type { Messages } from '../types.ts';

/** Tafelmodus: het gedeelde scherm (/table/<code>) en de telefoons die met een QR-code meedoen. */
export const tableNl: Messages['table'] = {
  screen: {
    title: 'Spel {{code}} aan tafel',
    intro:
      'Iedere speler scant met de telefoon de code van een vrije plaats. De telefoons tonen wat geheim is; dit scherm toont alleen wat iedereen mag zien.',
    hostStarts: 'De gastheer voegt bots toe en start het spel op de eigen telefoon.',
    free_one: '{{count}} plaats is vrij.',
    free_other: '{{count}} plaatsen zijn vrij.',
    full: 'Alle plaatsen zijn bezet: de gastheer kan starten.',
    open: 'Scan om deze plaats te nemen',
    back: 'Met de telefoon van deze speler: scan om terug te komen',
    handover:
      'Je hebt het spel in deze browser gemaakt. Scan met je telefoon om je plaats daar te spelen; dit scherm geeft hem dan af.',
    handoverQr: 'QR-code die je plaats aan je telefoon overdraagt',
    handoverWaiting: 'Een code ophalen om je plaats aan je telefoon over te dragen…',
    handoverFailed: 'Nu geen code om je plaats aan je telefoon over te dragen: {{reason}}',
    qr: 'QR-code die {{url}} opent',
    address: 'Of open dit adres:',
    rejoin: 'Terug naar een plaats',
    rejoinHint:
      'Een telefoon die zijn pagina kwijt is, scant de code van zijn plaats opnieuw. Alleen de telefoon die een plaats nam, kan hem spelen.',
    rematch: 'Er is een revanche voorgesteld: het gedeelde scherm ervan',
  },
  invite: {
    text: 'Spelen jullie in één ruimte? Open het gedeelde scherm op een tv of laptop:',
  },
  phone: {
    title: 'Plaats {{n}} in spel {{code}}',
    take: 'Neem plaats {{n}}',
    takeAny: 'Neem een vrije plaats',
    taken: 'Plaats {{n}} is al bezet; je krijgt de eerste vrije plaats.',
    you: 'Je speelt {{name}}. De kaart, het spelverslag en de stemmingen staan op het gedeelde scherm.',
    notYours:
      'Plaats {{n}} hoort bij een andere telefoon: alleen de telefoon die hem nam, kan hem spelen. Het gedeelde scherm toont het spel.',
    watch: 'Kijk in plaats daarvan op deze telefoon',
    taking: 'De overgedragen plaats innemen…',
    handoverFailed: 'De plaats kon niet aan deze telefoon worden overgedragen: {{reason}}',
    identity: {
      title: 'Jij op het gedeelde scherm',
      character: 'Je personage: {{character}}, nummer {{n}}, in zijn kleur op het gedeelde scherm.',
      rename: 'Mijn naam wijzigen',
      save: 'Mijn naam opslaan',
      saved: 'Je naam is nu {{name}}.',
      handedOver:
        'Deze plaats heeft nog de naam die is opgegeven toen het spel werd gemaakt ({{name}}). Geef je eigen naam:',
    },
  },
};
