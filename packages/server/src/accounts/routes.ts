/**
 * The account routes (docs/server.md, Accounts): sign-up with a passkey, sign-in, recovery with a code, sign-out,
 * the player's data, and deleting the account. Every request that changes something must come from the site's
 * own origin (cookies.ts); sign-in always issues a new session id.
 */
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  GamesCursorSchema,
  RecoverSchema,
  SignUpSchema,
  VerifySchema,
  type AccountGames,
  type AccountInfo,
  type SessionState,
  type SignedUp,
} from '@among-cultists/protocol/account';
import type { Clock } from '../clock.ts';
import type { Db } from '../db.ts';
import { HttpError } from '../errors.ts';
import { parseBody } from '../http/errors.ts';
import type { Limited } from '../http/refusals.ts';
import type { Rate } from '../limiter.ts';
import type { Log } from '../log.ts';
import type { Metrics } from '../metrics.ts';
import {
  answeredChallenge,
  authenticationOptions,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from './ceremonies.ts';
import { accountGames, summarizePending } from './results.ts';
import { clearSessionCookie, requireSameOrigin, sessionCookie, setSessionCookie } from './cookies.ts';
import { accountLimiter, networkLimiter, signedIn } from './guards.ts';
import { hashSecret, normalizeRecoveryCode, randomSecret, recoveryCode } from './secrets.ts';
import { registerRatings } from '../ratings/routes.ts';
import { ratingOf } from '../ratings/store.ts';
import { linkSeatsToAccounts } from './seat-links.ts';
import type { AccountSettings } from './settings.ts';
import {
  addPasskey,
  createAccount,
  deleteAccount,
  endSession,
  findAccount,
  findPasskey,
  gamesOf,
  passkeysOf,
  recoveryAccount,
  recoveryCodesLeft,
  sessionAccount,
  spendRecoveryCode,
  startSession,
  storeChallenge,
  takeChallenge,
  usePasskey,
  type Account,
  type Challenge,
  type ChallengeKind,
} from './store.ts';

export interface AccountDeps {
  readonly db: Db;
  readonly clock: Clock;
  readonly settings: AccountSettings;
  readonly metrics: Metrics;
  readonly limited: Limited;
  readonly log: Log;
}

/** Recovery codes given at sign-up, each usable once. */
const RECOVERY_CODES = 10;

const staleChallenge = (): HttpError =>
  new HttpError(400, 'account/challenge', 'That passkey prompt expired or was already answered; try again.');

async function registerAccountRoutes(
  app: FastifyInstance,
  deps: AccountDeps & { readonly takeOwn: (account: Account) => void },
): Promise<void> {
  const { db, clock, settings, takeOwn } = deps;
  const { limits } = settings;
  await app.register(cookie);

  const limiter = (rate: Rate, what: string): ((request: FastifyRequest) => void) =>
    networkLimiter(deps, rate, what);
  const takeSignUp = limiter(limits.signUp, 'sign-ups');
  const takeSignIn = limiter(limits.signIn, 'sign-ins');
  const takeRecover = limiter(limits.recover, 'recovery attempts');
  const takeExport = limiter(limits.exportData, 'downloads');
  const takeProfile = limiter(limits.profile, 'profile pages');
  const info = async (account: Account): Promise<AccountInfo> => ({
    name: account.name,
    createdAt: account.createdAt,
    passkeys: (await passkeysOf(db, account.id)).length,
    recoveryCodesLeft: await recoveryCodesLeft(db, account.id),
  });
  /** The signed-in account, or a 401. */
  const current = (request: FastifyRequest): Promise<{ account: Account; session: string }> =>
    signedIn(request, deps);
  const challenge = async (fields: Omit<Challenge, 'challenge'>): Promise<string> => {
    const value = randomSecret();
    const now = clock.now();
    const stored = await storeChallenge(
      db,
      { challenge: value, ...fields },
      now + limits.challengeTtlMs,
      now,
      limits.challengesPending,
    );
    if (!stored) {
      deps.metrics.limited.inc({ limit: 'account-challenges' });
      throw new HttpError(
        503,
        'account/busy',
        'Too many passkey prompts are open just now; try again in a minute.',
      );
    }
    return value;
  };
  /** The ceremony a browser's answer belongs to, taken out of storage (one answer each), or a 400. */
  const answered = async (body: unknown, kind: ChallengeKind) => {
    const { credential } = parseBody(VerifySchema, body);
    const taken = await takeChallenge(
      db,
      answeredChallenge(credential.response.clientDataJSON),
      kind,
      clock.now(),
    );
    if (taken === null) throw staleChallenge();
    return { credential, taken };
  };
  /** A new session for `account`, replacing the one the request came with: no id outlives a sign-in. */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, account: Account): Promise<void> => {
    const id = randomSecret();
    await startSession(
      db,
      account.id,
      id,
      sessionCookie(request, settings),
      clock.now(),
      limits.sessionTtlMs,
      limits.sessionsPerAccount,
    );
    setSessionCookie(reply, settings, id);
  };

  app.get('/api/account', async (request): Promise<SessionState> => {
    const session = sessionCookie(request, settings);
    const account = session === undefined ? null : await sessionAccount(db, session, clock.now());
    return { account: account === null ? null : await info(account) };
  });

  app.post('/api/account/sign-up/options', async (request) => {
    requireSameOrigin(request, settings);
    const { name } = parseBody(SignUpSchema, request.body);
    takeSignUp(request);
    // The WebAuthn user handle is the new account's id: random, so that it says nothing of the person.
    const userId = randomSecret(16);
    const value = await challenge({ kind: 'register', accountId: null, name, userId, codeHash: null });
    return {
      options: await registrationOptions(
        settings,
        { id: new Uint8Array(Buffer.from(userId, 'base64url')), name },
        [],
        value,
      ),
    };
  });

  app.post('/api/account/sign-up/verify', async (request, reply): Promise<SignedUp> => {
    requireSameOrigin(request, settings);
    const { credential, taken } = await answered(request.body, 'register');
    const now = clock.now();
    const accountId = taken.userId ?? '';
    const passkey = await verifyRegistration(settings, credential, taken.challenge, accountId, now);
    if ((await findPasskey(db, passkey.id)) !== null)
      throw new HttpError(409, 'account/passkey-known', 'That passkey already belongs to an account.');
    const account: Account = { id: accountId, name: taken.name ?? '', createdAt: now };
    const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
    await createAccount(db, account, passkey, codes);
    await signIn(request, reply, account);
    return { account: await info(account), recoveryCodes: codes };
  });

  app.post('/api/account/sign-in/options', async (request) => {
    requireSameOrigin(request, settings);
    takeSignIn(request);
    const value = await challenge({
      kind: 'login',
      accountId: null,
      name: null,
      userId: null,
      codeHash: null,
    });
    return { options: await authenticationOptions(settings, value) };
  });

  app.post('/api/account/sign-in/verify', async (request, reply): Promise<SessionState> => {
    requireSameOrigin(request, settings);
    const { credential, taken } = await answered(request.body, 'login');
    const passkey = await findPasskey(db, credential.id);
    if (passkey === null)
      throw new HttpError(400, 'account/passkey', 'That passkey belongs to no account here.');
    const userHandle = (credential.response as { userHandle?: unknown }).userHandle;
    if (userHandle !== undefined && userHandle !== passkey.accountId)
      throw new HttpError(400, 'account/passkey', 'That passkey answered for another account.');
    const counter = await verifyAuthentication(settings, credential, taken.challenge, passkey);
    if (!(await usePasskey(db, passkey.id, passkey.counter, counter, clock.now())))
      throw new HttpError(400, 'account/passkey', 'That passkey answer was already used; try again.');
    const account = await findAccount(db, passkey.accountId);
    if (account === null)
      throw new HttpError(400, 'account/passkey', 'That passkey belongs to no account here.');
    await signIn(request, reply, account);
    return { account: await info(account) };
  });

  app.post('/api/account/recover/options', async (request) => {
    requireSameOrigin(request, settings);
    const { code } = parseBody(RecoverSchema, request.body);
    takeRecover(request);
    const codeHash = hashSecret(normalizeRecoveryCode(code));
    const accountId = await recoveryAccount(db, codeHash);
    const account = accountId === null ? null : await findAccount(db, accountId);
    if (account === null)
      throw new HttpError(
        400,
        'account/recovery-code',
        'That recovery code is not valid, or was already used.',
      );
    const passkeys = await passkeysOf(db, account.id);
    if (passkeys.length >= limits.passkeysPerAccount) throw passkeysFull();
    const value = await challenge({
      kind: 'recover',
      accountId: account.id,
      name: null,
      userId: null,
      codeHash,
    });
    return {
      options: await registrationOptions(
        settings,
        { id: new Uint8Array(Buffer.from(account.id, 'base64url')), name: account.name },
        passkeys,
        value,
      ),
    };
  });

  app.post('/api/account/recover/verify', async (request, reply): Promise<SessionState> => {
    requireSameOrigin(request, settings);
    const { credential, taken } = await answered(request.body, 'recover');
    const account = taken.accountId === null ? null : await findAccount(db, taken.accountId);
    if (account === null || taken.codeHash === null) throw staleChallenge();
    const now = clock.now();
    const passkey = await verifyRegistration(settings, credential, taken.challenge, account.id, now);
    if ((await findPasskey(db, passkey.id)) !== null)
      throw new HttpError(409, 'account/passkey-known', 'That passkey already belongs to an account.');
    // The code is spent only by a verified new passkey, and by one request alone.
    if (!(await spendRecoveryCode(db, taken.codeHash, account.id, now)))
      throw new HttpError(
        400,
        'account/recovery-code',
        'That recovery code is not valid, or was already used.',
      );
    if (!(await addPasskey(db, passkey, limits.passkeysPerAccount))) throw passkeysFull();
    await signIn(request, reply, account);
    return { account: await info(account) };
  });

  app.post('/api/account/sign-out', async (request, reply): Promise<SessionState> => {
    requireSameOrigin(request, settings);
    const session = sessionCookie(request, settings);
    if (session !== undefined) await endSession(db, session);
    clearSessionCookie(reply, settings);
    return { account: null };
  });

  app.get('/api/account/data', async (request, reply) => {
    const { account } = await current(request);
    takeExport(request);
    takeOwn(account);
    const passkeys = await passkeysOf(db, account.id);
    void reply.header('content-disposition', 'attachment; filename="among-cultists-account.json"');
    void reply.header('cache-control', 'no-store');
    return {
      account: { id: account.id, name: account.name, createdAt: account.createdAt },
      passkeys: passkeys.map((p) => ({
        id: p.id,
        createdAt: p.createdAt,
        lastUsedAt: p.lastUsedAt,
        transports: p.transports,
        deviceType: p.deviceType,
        backedUp: p.backedUp,
      })),
      recoveryCodesLeft: await recoveryCodesLeft(db, account.id),
      games: await gamesOf(db, account.id),
      rating: await ratingOf(db, account.id),
    };
  });

  app.get('/api/account/games', async (request, reply): Promise<AccountGames> => {
    const { account } = await current(request);
    takeProfile(request);
    takeOwn(account);
    const { before } = request.query as { before?: unknown };
    if (before !== undefined && !GamesCursorSchema.safeParse(before).success)
      throw new HttpError(400, 'account/cursor', 'That page of games is not one this server gave.');
    const pending = await summarizePending(db, account.id, limits.profileReplays, (gameId) => {
      deps.metrics.failures.inc({ operation: 'replay' });
      deps.log.error({ gameId }, 'a finished game linked to an account does not replay to its end');
    });
    void reply.header('cache-control', 'no-store');
    return await accountGames(db, account.id, before as string | undefined, limits.profilePage, pending);
  });

  app.post('/api/account/delete', async (request, reply): Promise<SessionState> => {
    requireSameOrigin(request, settings);
    const { account } = await current(request);
    takeOwn(account);
    await deleteAccount(db, account.id);
    clearSessionCookie(reply, settings);
    return { account: null };
  });
}

const passkeysFull = (): HttpError =>
  new HttpError(409, 'account/passkeys-full', 'This account has as many passkeys as it may have.');

/**
 * Accounts on a server: their routes, and the seats a signed-in player takes linked to their account. Without
 * accounts (`settings` null: ACCOUNTS=off, or a server built without them) GET /api/account says so, and
 * every other account route is a 404.
 */
export async function registerAccounts(
  app: FastifyInstance,
  deps: Omit<AccountDeps, 'settings'> & { readonly log: Log; readonly settings: AccountSettings | null },
): Promise<void> {
  const { settings } = deps;
  if (settings === null) {
    app.get('/api/account', (): SessionState => ({ account: null, offered: false }));
    return;
  }
  // One allowance per account for its own requests, whichever route they reach.
  const takeOwn = accountLimiter(deps, settings.limits.perAccount);
  await registerAccountRoutes(app, { ...deps, settings, takeOwn });
  registerRatings(app, { ...deps, settings, takeOwn });
  linkSeatsToAccounts(app, { ...deps, settings });
}
