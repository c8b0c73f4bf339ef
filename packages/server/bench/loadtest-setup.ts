// The load test's setup: creating games, joining seats and opening their sockets in parallel, bounded, and
// telling which server setting to raise when a running server's per-address limits refuse this one client.
import { WebSocket } from 'ws';

/** A refusal the load test cannot get past: what to change, not a stack trace. */
export class SetupError extends Error {}

/** Which setting lifts each per-address refusal a running server may give the load test's one address. */
const ADVICE: Readonly<Record<string, string>> = {
  'rate/create': 'LIMIT_CREATE_PER_MINUTE (new games per address per minute)',
  'rate/join': 'LIMIT_JOIN_PER_MINUTE (joins per address per minute)',
  'rate/probe': 'LIMIT_UNKNOWN_GAME_PER_MINUTE (lookups of unknown codes per address per minute)',
  'limit/ip-sockets': 'LIMIT_SOCKETS_PER_IP (WebSockets per address)',
  'limit/seat-sockets': 'LIMIT_SOCKETS_PER_SEAT (connections per seat)',
};

/** What the whole run needs of each allowance, so that the advice names a figure. */
export interface Needs {
  readonly games: number;
  readonly seats: number;
  readonly sockets: number;
}

function refusal(base: string, code: string, message: string, needs: Needs): SetupError {
  const setting = ADVICE[code];
  const need =
    code === 'rate/create'
      ? needs.games
      : code === 'rate/join'
        ? needs.seats - needs.games
        : code === 'limit/ip-sockets'
          ? needs.sockets
          : undefined;
  return new SetupError(
    setting === undefined
      ? `the server at ${base} refused the load test's setup: ${code} (${message})`
      : `the server at ${base} refused the load test's setup with ${code} ("${message}"): every client of the load ` +
          `test comes from this one address, so raise ${setting} on that server${need === undefined ? '' : ` to at least ${need}`}` +
          ` and restart it (\`npm run cluster -- --open-limits\` starts nodes with those limits lifted)`,
  );
}

/** POSTs JSON; a per-address refusal becomes a SetupError naming the setting, any other failure an Error with the path. */
export async function post<T>(base: string, path: string, body: unknown, needs: Needs): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (e) {
    throw new SetupError(
      `${base}${path} cannot be reached: ${e instanceof Error ? (e.cause instanceof Error ? e.cause.message : e.message) : String(e)}`,
    );
  }
  const text = await res.text();
  if (res.ok) return JSON.parse(text) as T;
  let code = '';
  let message = text;
  try {
    const parsed = JSON.parse(text) as { error?: { code?: string; message?: string } };
    code = parsed.error?.code ?? '';
    message = parsed.error?.message ?? text;
  } catch {
    // Not the server's JSON error (a proxy's page): the status and the text say it.
  }
  if (res.status === 429 || code in ADVICE) throw refusal(base, code || `HTTP ${res.status}`, message, needs);
  // Any other refusal (a balancer with no node up, a node that cannot reach its database) ends the run too:
  // said in one line, the answer's text shortened, rather than as a stack trace.
  const said = message
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
  throw new SetupError(
    `${base}${path} answered HTTP ${res.status}${code ? ` ${code}` : ''}: ${said || '(no text)'}`,
  );
}

export function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => {
      resolve(ws);
    });
    ws.once('error', reject);
  });
}

/**
 * Says hello on an open game socket and resolves on its welcome; a refusal (the server sends an error, then
 * closes) becomes a SetupError naming the setting to raise. `onMessage` sees every frame, the welcome included.
 */
export function hello(
  ws: WebSocket,
  base: string,
  game: string,
  token: string,
  needs: Needs,
  onMessage: (data: Buffer) => { t: string; code?: string; message?: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    let settled = false;
    ws.on('message', (data: Buffer) => {
      const message = onMessage(data);
      if (settled) return;
      if (message.t === 'welcome') {
        settled = true;
        resolve();
      } else if (message.t === 'error') {
        settled = true;
        reject(refusal(base, message.code ?? '?', message.message ?? '', needs));
      }
    });
    ws.once('close', (code: number, reason: Buffer) => {
      if (settled) return;
      settled = true;
      const why = reason.toString('utf8');
      reject(
        why in ADVICE
          ? refusal(base, why, 'the socket was closed', needs)
          : new Error(`the socket of game ${game} closed before its welcome (${code} ${why})`),
      );
    });
    ws.send(JSON.stringify({ t: 'hello', game, token }));
  });
}

/** Runs `task` for 0…n-1 with at most `concurrency` at a time; the first failure stops new ones and is thrown. */
export async function bounded(
  n: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const failed: { first: Error | null } = { first: null };
  const worker = async (): Promise<void> => {
    while (failed.first === null && next < n) {
      const i = next++;
      try {
        await task(i);
      } catch (e) {
        failed.first ??= e instanceof Error ? e : new Error(String(e));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(n, concurrency) }, worker));
  if (failed.first !== null) throw failed.first;
}
