/** L'app installabile (pwa/). The same keys as en.ts. */
export const pwaIt = {
  updateReady: 'Una nuova versione del gioco è pronta.',
  reload: 'Ricarica',
  later: 'Più tardi',
  playSolo: 'Gioca contro i bot',
  staticTitle: 'Giocare senza server',
  staticNote:
    'Questa copia del gioco non ha un server di gioco: leggi le regole e gioca contro i bot su questo dispositivo, anche offline. Le partite con altre persone, il tutorial e gli account richiedono il server di gioco.',
} as const;
