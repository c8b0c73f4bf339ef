/**
 * A software passkey for the tests: a real ES256 key pair (node:crypto) that makes WebAuthn answers as a
 * browser and an authenticator would (client data, authenticator data, a `none` attestation, signatures),
 * so that the server's verification (@simplewebauthn/server) runs for real on them.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array | Buffer): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

const UP = 0x01; // user present
const UV = 0x04; // user verified
const AT = 0x40; // attested credential data follows

export interface CeremonyOptions {
  readonly challenge: string;
  readonly rp?: { readonly id?: string };
  readonly rpId?: string;
  readonly user?: { readonly id: string };
}

export class SoftPasskey {
  readonly id = randomBytes(16);
  readonly #privateKey: KeyObject;
  readonly #x: Buffer;
  readonly #y: Buffer;
  #userHandle: string | null = null;
  counter: number;

  /** `counter`: the signature counter's start (0: like most passkeys, which keep none). */
  constructor(counter = 0) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.#x = Buffer.from(jwk.x ?? '', 'base64url');
    this.#y = Buffer.from(jwk.y ?? '', 'base64url');
    this.counter = counter;
  }

  get credentialId(): string {
    return b64(this.id);
  }

  #authData(rpId: string, flags: number, attested: Buffer | null): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** The answer to registration options (`navigator.credentials.create`), as the browser's JSON. */
  register(options: CeremonyOptions, origin: string, overrides: { type?: string } = {}): unknown {
    const rpId = options.rp?.id ?? new URL(origin).hostname;
    this.#userHandle = options.user?.id ?? null;
    const clientData = JSON.stringify({
      type: overrides.type ?? 'webauthn.create',
      challenge: options.challenge,
      origin,
      crossOrigin: false,
    });
    const coseKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(this.#x)],
        [-3, new Uint8Array(this.#y)],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.id, Buffer.from(coseKey)]);
    const authData = this.#authData(rpId, UP | UV | AT, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, number>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, number>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64(Buffer.from(clientData)),
        attestationObject: b64(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** The answer to authentication options (`navigator.credentials.get`); the counter moves if it is kept. */
  assert(options: CeremonyOptions, origin: string): unknown {
    const rpId = options.rpId ?? new URL(origin).hostname;
    if (this.counter > 0) this.counter += 1;
    const clientData = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }),
    );
    const authData = this.#authData(rpId, UP | UV, null);
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientData)]), this.#privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      response: {
        clientDataJSON: b64(clientData),
        authenticatorData: b64(authData),
        signature: b64(signature),
        ...(this.#userHandle === null ? {} : { userHandle: this.#userHandle }),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
