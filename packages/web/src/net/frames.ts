/**
 * Reading the server's frames (net/connection.ts). A frame this page cannot read is logged with what it
 * was and counted, never dropped silently. In development and in the tests, every frame is also checked
 * against the protocol's schemas (protocol/src/server-frames.ts), so that a client and a server that
 * disagree about a message are told at once; a frame that does not match is logged and counted, and still
 * handled as in production.
 *
 * The production bundle must not load zod (the app imports the protocol's plain entry on purpose, issue 26):
 * the schemas come through a dynamic import that the build drops, as it replaces import.meta.env.DEV with
 * false. The tests run without Vite, where import.meta.env is not defined: there the frames are checked.
 */
/// <reference types="vite/client" />
import type { WireMessage } from '@among-cultists/protocol/plain';

const CHECKING: boolean = typeof import.meta.env === 'undefined' || import.meta.env.DEV;

/** Frames this page could not read (not JSON) and frames that did not match the protocol (checked only). */
const trouble = { unreadable: 0, unexpected: 0 };

/** How many frames could not be read or did not match, since the page loaded. */
export function frameTrouble(): { readonly unreadable: number; readonly unexpected: number } {
  return { ...trouble };
}

/** What a frame held, short enough for the console. */
function excerpt(data: string): string {
  return data.length > 300 ? `${data.slice(0, 300)}…` : data;
}

let schemas: Promise<{ frameProblem(frame: unknown): string | null }> | null = null;

/** Checks `frame` against the protocol's schemas where that is done; resolves once it is checked. */
export function checkFrame(frame: unknown, data: string): Promise<void> {
  if (!CHECKING) return Promise.resolve();
  schemas ??= import('@among-cultists/protocol');
  return schemas.then(
    (protocol) => {
      const problem = protocol.frameProblem(frame);
      if (problem === null) return;
      trouble.unexpected += 1;
      console.error(
        `Among Cultists: a frame from the server does not match the protocol (${problem})`,
        excerpt(data),
      );
    },
    (e: unknown) => {
      console.error('Among Cultists: the protocol’s schemas could not be loaded to check the frames', e);
    },
  );
}

/** The frame `data` holds, or null (logged and counted) when it is not JSON. */
export function readFrame(data: string): WireMessage | null {
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch (e) {
    trouble.unreadable += 1;
    console.error('Among Cultists: a frame from the server is not JSON; it is left out', excerpt(data), e);
    return null;
  }
  void checkFrame(frame, data);
  return frame as WireMessage;
}

/** Logs and counts an update whose patch does not fit the view held (the connection then starts over). */
export function frameUnfit(data: string, error: unknown): void {
  trouble.unreadable += 1;
  console.warn(
    'Among Cultists: an update does not fit the view held; asking for the whole view',
    excerpt(data),
    error,
  );
}
