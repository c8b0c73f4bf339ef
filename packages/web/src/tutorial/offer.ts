/**
 * The landing page offers the tutorial to someone new: nobody has dismissed the offer or started the
 * tutorial in this browser, and it holds no seat of any game.
 */
const KEY = 'ac.tutorialOffer';

export function shouldOfferTutorial(storage: Pick<Storage, 'getItem' | 'key' | 'length'>): boolean {
  if (storage.getItem(KEY) !== null) return false;
  for (let i = 0; i < storage.length; i++) if (storage.key(i)?.startsWith('ac.seat.')) return false;
  return true;
}

export function offerTutorial(): boolean {
  try {
    return shouldOfferTutorial(localStorage);
  } catch {
    // No storage (private mode): a first visit every time; the offer is easy to dismiss.
    return true;
  }
}

/** The offer was dismissed or taken: not offered again. */
export function rememberTutorialSeen(): void {
  try {
    localStorage.setItem(KEY, 'seen');
  } catch {
    // Not remembered; the offer shows again next time.
  }
}
