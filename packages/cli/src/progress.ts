import { SingleBar } from 'cli-progress';

export interface Progress {
  update(done: number): void;
  stop(): void;
}

/**
 * A progress bar on stderr with games per second and the time left. On a terminal it redraws in
 * place; in logs (not a TTY) it writes a line every few seconds.
 */
export function progressBar(total: number, label: string, quiet: boolean): Progress {
  if (quiet) return { update: () => undefined, stop: () => undefined };
  const started = performance.now();
  const bar = new SingleBar({
    format: `${label} |{bar}| {value}/{total} games | {rate} games/s | {eta_formatted} left`,
    stream: process.stderr,
    noTTYOutput: true,
    notTTYSchedule: 3000,
    etaBuffer: 50,
  });
  bar.start(total, 0, { rate: '-' });
  return {
    update(done) {
      const seconds = (performance.now() - started) / 1000;
      bar.update(done, { rate: seconds > 0 ? (done / seconds).toFixed(0) : '-' });
    },
    stop() {
      bar.stop();
    },
  };
}
