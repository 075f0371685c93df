// The gates as a page meets them on arrival. A visitor past both gates needs nothing of the gates' screen
// (its form, its handlers, its texts in every language): the overlay goes and the app starts at once. Only
// a visitor a gate stops loads static-gates.ts, which drives the gates from then on; the first-paint
// script has already drawn the gate from the same stored choices (gates.css), so nothing shows the wait.
import { gateStepFor, hasStoredAccess, hasVerifiedAge } from './gate-rules.ts';
import { setGatesPassed } from './gate-state.ts';

/** Passes a returning visitor through at once, or loads the gate that stops them. */
export function openGatesOnArrival(): Promise<unknown> | undefined {
  const step = gateStepFor({ access: hasStoredAccess(), ageVerified: hasVerifiedAge() });
  if (step === 'none') setGatesPassed(true);
  // The development server's reset control (development-reset.ts) can bring the gates back at any time.
  if (step !== 'none' || import.meta.env.DEV) return import('./static-gates.ts');
  document.getElementById('gate')?.remove();
  return undefined;
}
