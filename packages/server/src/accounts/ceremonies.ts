/**
 * The WebAuthn ceremonies, through @simplewebauthn/server: the options a browser needs to make or use a
 * passkey, and the verification of what it answers. Challenges are made here and kept by the caller
 * (store.ts): each is answered once, before it expires.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { HttpError } from '../errors.ts';
import type { AccountSettings } from './settings.ts';
import type { StoredPasskey } from './store.ts';

const refused = (message: string): HttpError => new HttpError(400, 'account/passkey', message);

/** The library takes a string challenge as text to encode; ours are base64url of random bytes: given as bytes. */
const challengeBytes = (challenge: string): Uint8Array<ArrayBuffer> =>
  new Uint8Array(Buffer.from(challenge, 'base64url'));

/** The challenge a browser's answer signed (read before verifying, to find the ceremony it answers). */
export function answeredChallenge(clientDataJSON: string): string {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    if (typeof challenge === 'string' && challenge.length > 0) return challenge;
  } catch {
    // Not JSON, or not base64url: the same answer as a missing challenge below.
  }
  throw refused('The passkey answer does not name a challenge.');
}

export async function registrationOptions(
  settings: AccountSettings,
  user: { readonly id: Uint8Array<ArrayBuffer>; readonly name: string },
  exclude: readonly StoredPasskey[],
  challenge: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return await generateRegistrationOptions({
    rpName: settings.rpName,
    rpID: settings.rpId,
    userID: user.id,
    userName: user.name,
    challenge: challengeBytes(challenge),
    timeout: settings.limits.challengeTtlMs,
    attestationType: 'none',
    excludeCredentials: exclude.map((p) => ({ id: p.id, transports: p.transports })),
    // A passkey: found by the browser without a name typed first, and unlocked by the device's own check.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
}

/** The new passkey of a verified answer (not yet stored), or a 400 saying the answer was refused. */
export async function verifyRegistration(
  settings: AccountSettings,
  credential: unknown,
  challenge: string,
  accountId: string,
  now: number,
): Promise<StoredPasskey> {
  let result;
  try {
    result = await verifyRegistrationResponse({
      response: credential as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: settings.origin,
      expectedRPID: settings.rpId,
      requireUserVerification: false,
    });
  } catch (error) {
    throw refused(`The new passkey was refused: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!result.verified) throw refused('The new passkey was refused.');
  const info = result.registrationInfo;
  return {
    id: info.credential.id,
    accountId,
    publicKey: info.credential.publicKey,
    counter: info.credential.counter,
    transports: (credential as RegistrationResponseJSON).response.transports ?? [],
    deviceType: info.credentialDeviceType,
    backedUp: info.credentialBackedUp,
    createdAt: now,
    lastUsedAt: null,
  };
}

/** Sign-in options: no credentials listed, so that the browser offers the passkeys it has for the site. */
export async function authenticationOptions(
  settings: AccountSettings,
  challenge: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return await generateAuthenticationOptions({
    rpID: settings.rpId,
    challenge: challengeBytes(challenge),
    timeout: settings.limits.challengeTtlMs,
    userVerification: 'preferred',
  });
}

/** The passkey's new signature counter after a verified assertion, or a 400. */
export async function verifyAuthentication(
  settings: AccountSettings,
  credential: unknown,
  challenge: string,
  passkey: StoredPasskey,
): Promise<number> {
  let result;
  try {
    result = await verifyAuthenticationResponse({
      response: credential as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: settings.origin,
      expectedRPID: settings.rpId,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    });
  } catch (error) {
    throw refused(`The passkey was refused: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!result.verified) throw refused('The passkey was refused.');
  return result.authenticationInfo.newCounter;
}
