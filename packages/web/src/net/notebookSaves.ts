import type { ClientMessage, Notebook } from '@among-cultists/protocol';

type Send = (message: ClientMessage) => boolean;

const same = (a: Notebook, b: Notebook): boolean =>
  a.notes === b.notes && a.marks.length === b.marks.length && a.marks.every((m, i) => m === b.marks[i]);

/**
 * This seat's notebook saves on one connection. Each save names the version of the stored notebook it was
 * edited from (`base`), so that the server refuses it when another device saved meanwhile (`notebook/stale`,
 * then the newer notebook, which the panel takes) instead of overwriting the newer one. One save is under
 * way at a time: a save made meanwhile waits for the answer and goes from the version that answer made.
 */
export class NotebookSaves {
  /** The stored version as the server last said (0: none heard of, the empty notebook). */
  #version = 0;
  /** The save sent and not answered yet. */
  #underWay: Notebook | null = null;
  /** The latest save made while one was under way (or the socket was away), sent when it can be. */
  #waiting: Notebook | null = null;

  /** A save made on this device (the socket is open). */
  save(notebook: Notebook, send: Send): boolean {
    if (this.#underWay !== null) {
      this.#waiting = notebook;
      return true;
    }
    return this.#send(notebook, send);
  }

  /** The server sent the stored notebook: the answer to the save under way when it is that save. */
  heard(notebook: Notebook, version: number | undefined, send: Send): void {
    if (version !== undefined) this.#version = version;
    if (this.#underWay === null || !same(this.#underWay, notebook)) return;
    this.#underWay = null;
    const next = this.#waiting;
    this.#waiting = null;
    if (next !== null) this.#send(next, send);
  }

  /** The save under way was refused: the panel saves again (rate, unavailable) or takes the stored one (stale). */
  refused(): void {
    this.#underWay = null;
    this.#waiting = null;
  }

  /** The socket went: whatever was not answered goes again on the next one. */
  lost(): void {
    this.#waiting ??= this.#underWay;
    this.#underWay = null;
  }

  /** A new socket said hello: a save the last one did not finish goes now. */
  opened(send: Send): void {
    const next = this.#waiting;
    this.#waiting = null;
    if (next !== null) this.#send(next, send);
  }

  #send(notebook: Notebook, send: Send): boolean {
    const copy: Notebook = { marks: [...notebook.marks], notes: notebook.notes };
    const sent = send({ t: 'notebook', ...copy, base: this.#version });
    if (sent) this.#underWay = copy;
    return sent;
  }
}
