/** JSON with every object's keys sorted: the same text for the same data, however it was built. */
export function canonicalJson(value: unknown): string {
  // What JSON cannot hold (undefined, a function) is null, as in an array of JSON.stringify.
  if (value === undefined || typeof value === 'function') return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v: unknown) => canonicalJson(v ?? null)).join(',')}]`;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record)
    .filter((k) => record[k] !== undefined)
    .sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`).join(',')}}`;
}

/** Whether this page may hash: WebCrypto's digest exists only in secure contexts (HTTPS, localhost). */
export function canHash(): boolean {
  // The attribute is [SecureContext]: on a plain-HTTP page other than localhost it is not there at all.
  return 'subtle' in globalThis.crypto;
}

/** SHA-256 of the bytes, as 64 lowercase hex digits (WebCrypto, in the browser and in Node alike). */
async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A digest of a game state: what the replay in the browser and in Node compare at the end. */
export function stateDigest(state: unknown): Promise<string> {
  return sha256Hex(new TextEncoder().encode(canonicalJson(state)));
}
