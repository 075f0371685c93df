// Parts only a visitor who moves the pointer, touches or types can need (tooltips, notifications) load on
// that first sign of use instead of with the page (docs/architecture.md, budgets).
const EVENTS = ['pointermove', 'pointerdown', 'keydown'] as const;

/** Runs `callback` once, at the visitor's first pointer move, touch or key press on the page. */
export function onFirstInteraction(callback: () => void): void {
  if (typeof document === 'undefined') return;
  const run = () => {
    EVENTS.forEach((name) => document.removeEventListener(name, run, true));
    callback();
  };
  EVENTS.forEach((name) => document.addEventListener(name, run, { capture: true, passive: true }));
}

let pressed = false;
const afterPress: (() => void)[] = [];
if (typeof document !== 'undefined') {
  document.addEventListener('pointerdown', () => (pressed = true), { capture: true, passive: true });
  const release = () => {
    pressed = false;
    setTimeout(() => afterPress.splice(0).forEach((run) => run()));
  };
  document.addEventListener('pointerup', release, { capture: true, passive: true });
  document.addEventListener('pointercancel', release, { capture: true, passive: true });
}

/** Runs `callback` now, or once a pointer held down is released and its click has been handled. */
export function whenNotPressed(callback: () => void): void {
  if (pressed) afterPress.push(callback);
  else callback();
}

let pointer: { x: number; y: number } | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('pointermove', (event) => (pointer = { x: event.clientX, y: event.clientY }), {
    capture: true,
    passive: true,
  });
}

/** Whether the mouse pointer last seen rests on `element` (a control re-created under it has no :hover yet). */
export function pointerRestsOn(element: Element): boolean {
  if (!pointer) return false;
  const under = document.elementFromPoint(pointer.x, pointer.y);
  return under !== null && element.contains(under);
}
