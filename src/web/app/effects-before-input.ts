// Effects (`useEffect`) run after the browser paints, as on React, and also before the page handles the
// next key press, click or touch, as React guarantees: a control's handlers read what its last draw's
// effects set up (Radix keeps its callbacks current in effects), so an Escape pressed in the frame after a
// dialog above closed still closes the dialog below. Preact on its own waits for the next frame even then
// (docs/decisions/018-preact-runtime.md).
import { options } from 'preact';

/** Input the page answers at once, before which the effects of the last draw have run. */
const DISCRETE_EVENTS = [
  'keydown',
  'keyup',
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'click',
  'touchstart',
  'touchend',
  'input',
  'change',
  'submit',
] as const;

/** Preact waits this long for a frame that may never come (a hidden tab) before running effects anyway. */
const FRAME_TIMEOUT_MS = 100;

let pending: (() => void) | null = null;

function runPending(): void {
  const flush = pending;
  pending = null;
  flush?.();
}

options.requestAnimationFrame = (flush) => {
  pending = flush;
  const timeout = setTimeout(runPending, FRAME_TIMEOUT_MS);
  requestAnimationFrame(() => {
    clearTimeout(timeout);
    setTimeout(runPending);
  });
};

for (const type of DISCRETE_EVENTS) window.addEventListener(type, runPending, { capture: true });
