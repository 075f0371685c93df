// Runs inline in the first HTML, before anything paints (vite.config.ts writes it into index.html's head):
// the page root gets the visitor's theme class and `data-gate`, the gate to show (access, age or none), so
// a dark-mode visitor never sees a light flash and the right gate (or none) is the first thing drawn,
// while the app's script is still on its way. static-gates.ts keeps `data-gate` up to date from then on.
import { applyTheme, readInitialTheme } from './app/theme.ts';
import { gateStepFor, hasStoredAccess, hasVerifiedAge } from './features/gates/gate-rules.ts';

applyTheme(readInitialTheme());
const gate = gateStepFor({ access: hasStoredAccess(), ageVerified: hasVerifiedAge() });
document.documentElement.dataset.gate = gate;
