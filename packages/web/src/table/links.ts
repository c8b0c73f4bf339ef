import { isHandoverCode } from '@among-cultists/protocol/plain';
import { gamePath, tablePath } from '../router.ts';

/**
 * The addresses of table mode. A phone takes a seat at `/g/<code>?seat=N&table=1`: the game page in its
 * compact layout. A seat token never travels in a URL: the browser that created the game hands its seat
 * to a phone with a single-use, short-lived code from the server, in the fragment (which no server and no
 * log sees), and the phone redeems it for the token.
 */

/** The page a phone opens to take (or, holding it already, resume) seat `seat`. */
export function seatUrl(origin: string, code: string, seat: number): string {
  return `${origin}${gamePath(code)}?seat=${seat}&table=1`;
}

/** The same page, carrying a handover code (never the token) to the phone that scans it. */
export function handoverUrl(origin: string, code: string, seat: number, handover: string): string {
  return `${seatUrl(origin, code, seat)}#handover=${handover}`;
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

/** The handover code in the fragment (`#handover=<code>`), if there is a well-formed one. */
export function handedOver(hash: string): string | null {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('handover');
  return code !== null && isHandoverCode(code) ? code : null;
}
