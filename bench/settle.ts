// Waits until a server has finished what a load left it to do (the outbox sending an order load's mails
// goes on for seconds after the last answer), so the next load, on this server or another one of the
// same run, meets an idle machine.
import fs from 'node:fs';

const WINDOW_MS = 250;
/** Idle: under 5 % of a core over a window. */
const IDLE_SHARE = 0.05;

/** CPU time a process has used, in milliseconds (user and system, from /proc). */
function cpuMilliseconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resolves once the process used under 5 % of a core over two windows in a row, or after `maxMs`. */
export async function settle(pid: number, maxMs = 30_000): Promise<void> {
  const started = Date.now();
  let quiet = 0;
  let last = cpuMilliseconds(pid);
  while (quiet < 2 && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const now = cpuMilliseconds(pid);
    quiet = now - last < WINDOW_MS * IDLE_SHARE + 10 ? quiet + 1 : 0;
    last = now;
  }
}
