// Progress of a long command on stderr: a bar redrawn in place when stderr is a terminal, otherwise a
// plain line at every tenth of the way (a log file or CI keeps a readable record).
import type { OutputStream } from './context.ts';

export interface Progress {
  /** `done` units of `total` so far. */
  update(done: number): void;
  /** Adds to the count. */
  advance(by?: number): void;
  finish(): void;
}

const BAR_WIDTH = 30;

export function startProgress(stream: OutputStream, label: string, total: number): Progress {
  let done = 0;
  let shownTenth = -1;
  let finished = false;
  const draw = () => {
    const share = total > 0 ? Math.min(1, done / total) : 1;
    if (stream.isTTY) {
      const filled = Math.round(share * BAR_WIDTH);
      const bar = `${'█'.repeat(filled)}${'░'.repeat(BAR_WIDTH - filled)}`;
      stream.write(`\r${label} ${bar} ${Math.round(share * 100)}% (${done}/${total})`);
      return;
    }
    const tenth = Math.floor(share * 10);
    if (tenth === shownTenth) return;
    shownTenth = tenth;
    stream.write(`${label}: ${tenth * 10}% (${done}/${total})\n`);
  };
  draw();
  return {
    update(value) {
      done = value;
      draw();
    },
    advance(by = 1) {
      done += by;
      draw();
    },
    finish() {
      if (finished) return;
      finished = true;
      done = Math.max(done, total);
      draw();
      if (stream.isTTY) stream.write('\n');
    },
  };
}
