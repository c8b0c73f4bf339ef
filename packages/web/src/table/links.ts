import { TokenSchema } from '@among-cultists/protocol';
import { gamePath, tablePath } from '../router.ts';

/**
 * The addresses of table mode. A phone takes a seat at `/g/<code>?seat=N&table=1`: the game page in its
 * compact layout. The seat token never travels in a URL, except once, in the fragment (which no server
 * and no log sees), when the browser that created the game hands its seat over to a phone.
 */

/** The page a phone opens to take (or, holding it already, resume) seat `seat`. */
export function seatUrl(origin: string, code: string, seat: number): string {
  return `${origin}${gamePath(code)}?seat=${seat}&table=1`;
}

/** The same page, carrying this browser's seat token to the phone that scans it. */
export function handoverUrl(origin: string, code: string, seat: number, token: string): string {
  return `${seatUrl(origin, code, seat)}#take=${token}`;
}

export function tableUrl(origin: string, code: string): string {
  return `${origin}${tablePath(code)}`;
}

/** The seat a table's QR code named (`?seat=N&table=1`), or null on an ordinary game page. */
export function tableSeatOf(search: string): number | null {
  const query = new URLSearchParams(search);
  const seat = query.get('seat');
  if (query.get('table') !== '1' || seat === null || !/^[0-7]$/.test(seat)) return null;
  return Number(seat);
}

/** The seat token handed over in the fragment (`#take=<token>`), if there is a well-formed one. */
export function handedOver(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('take');
  return token !== null && TokenSchema.safeParse(token).success ? token : null;
}
