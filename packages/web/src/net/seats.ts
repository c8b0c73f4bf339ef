/** What this browser holds for a game: the seat token (never shown) and whether it created the game. */
export interface StoredSeat {
  readonly token: string;
  readonly host: boolean;
}

const key = (game: string): string => `ac.seat.${game}`;

export function loadSeat(game: string): StoredSeat | null {
  try {
    const raw = localStorage.getItem(key(game));
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<StoredSeat>;
    return typeof parsed.token === 'string' ? { token: parsed.token, host: parsed.host === true } : null;
  } catch {
    return null;
  }
}

export function saveSeat(game: string, seat: StoredSeat): void {
  try {
    localStorage.setItem(key(game), JSON.stringify(seat));
  } catch {
    // Private mode: the seat lasts as long as the page.
  }
}

export function forgetSeat(game: string): void {
  try {
    localStorage.removeItem(key(game));
  } catch {
    // Nothing stored.
  }
}

const tableKey = (game: string): string => `ac.table.${game}`;

/** The key of a table's shared screen (its own place, beside the spectators'), kept by the screen's browser. */
export function loadTableKey(game: string): string | null {
  try {
    return localStorage.getItem(tableKey(game));
  } catch {
    return null;
  }
}

export function saveTableKey(game: string, key: string): void {
  try {
    localStorage.setItem(tableKey(game), key);
  } catch {
    // Private mode: the key lasts as long as the page.
  }
}
