// The access and age gates as plain markup in index.html, driven without React. The server writes their
// texts into the first HTML and first-paint.ts picks the gate to show (docs/rules/accounts.md); this module,
// the first import of main.ts, makes them work and keeps them right from then on. The app is loaded and
// renders the site only once gatesPassed() is true.
import { isLanguage, LANGUAGE_NAMES, shopConfig, type Language } from '../../../shared/config.ts';
import { readInitialLanguage } from '../../app/language.ts';
import { rememberLanguageForServer } from '../../lib/browser/preference-cookie.ts';
import { readRuntimeConfig } from '../../lib/data/site-config.ts';
import { STORAGE_KEYS, writeStorage } from '../../lib/browser/storage.ts';
import {
  accessCodeMatches,
  canSubmitAccessCode,
  clearStoredAccess,
  gateStepFor,
  hasStoredAccess,
  hasVerifiedAge,
  storeAccess,
  storeAgeVerified,
  type GateStep,
} from './gate-rules.ts';
import { gateText } from '../../../shared/gates/gate-texts.ts';
import { announceGateLanguage, setGatesPassed } from './gate-state.ts';
import { addDevelopmentReset } from './development-reset.ts';
import './gates.css';

const UNDERAGE_REDIRECT = 'https://www.google.com';

function element<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`index.html is missing the gate element #${id}`);
  return found as T;
}

const overlay = element('gate');
const loading = element('gate-loading');
const dialog = element('gate-dialog');
const accessStep = element('gate-access');
const ageStep = element('gate-age');
const form = element<HTMLFormElement>('gate-access-form');
const field = element<HTMLInputElement>('gate-access-code');
const toggle = element<HTMLButtonElement>('gate-code-toggle');
const toggleName = element('gate-code-toggle-name');
const error = element('gate-access-error');
const submit = element<HTMLButtonElement>('gate-access-submit');
const confirmAge = element<HTMLButtonElement>('gate-age-confirm');
const declineAge = element<HTMLButtonElement>('gate-age-decline');
const languagePicker = element<HTMLSelectElement>('gate-language');
const root = element('root');

/** Forgets the access code again: only on the development server, never in a build (development-reset.ts). */
function resetAccess(): void {
  clearStoredAccess();
  passed.access = false;
  // The visitor may have switched language in the site since the page loaded.
  language = readInitialLanguage();
  fillTexts();
  clearAccessForm();
  render();
}
const developmentReset = import.meta.env.DEV ? addDevelopmentReset(root, resetAccess) : null;

const secret = readRuntimeConfig().accessCode;
// Kept in memory too, so a browser that refuses storage still gets through for this visit.
const passed = { access: hasStoredAccess(), ageVerified: hasVerifiedAge() };
let language: Language = readInitialLanguage();
let step: GateStep = gateStepFor(passed);
setGatesPassed(step === 'none');

/** Gate elements matching a selector, found even while the overlay is out of the document. */
function gateNodes(selector: string): HTMLElement[] {
  return [overlay, ...overlay.querySelectorAll<HTMLElement>(selector)].filter((node) =>
    node.matches(selector),
  );
}

function fillTexts(): void {
  const text = (key: string | undefined) => gateText(language, key ?? '');
  for (const node of gateNodes('[data-gate-text]')) node.textContent = text(node.dataset.gateText);
  field.placeholder = text(field.dataset.gatePlaceholder);
  for (const node of gateNodes('[data-gate-brand]')) node.textContent = shopConfig.brandName;
  for (const node of gateNodes('[data-gate-age]')) node.textContent = `${shopConfig.minimumAge}+`;
  for (const node of gateNodes('[data-gate-language]')) {
    const code = node.dataset.gateLanguage;
    if (isLanguage(code)) node.textContent = LANGUAGE_NAMES[code];
  }
  languagePicker.value = language;
  overlay.lang = language;
  developmentReset?.speak(language);
  showCode(field.type === 'text');
}

function showCode(visible: boolean): void {
  field.type = visible ? 'text' : 'password';
  toggle.setAttribute('aria-pressed', String(visible));
  // Named by its own (visually hidden) text rather than aria-label, so the field alone answers to its label.
  toggleName.textContent = gateText(language, visible ? 'access.hideCode' : 'access.showCode');
  for (const icon of toggle.querySelectorAll<SVGElement>('[data-gate-icon]')) {
    icon.toggleAttribute('hidden', icon.dataset.gateIcon !== (visible ? 'hide' : 'show'));
  }
}

function showError(message: string): void {
  error.textContent = message;
  field.toggleAttribute('aria-invalid', Boolean(message));
  if (message) field.setAttribute('aria-describedby', error.id);
  else field.removeAttribute('aria-describedby');
}

function clearAccessForm(): void {
  field.value = '';
  submit.disabled = true;
  showError('');
  showCode(false);
}

function render(): void {
  step = gateStepFor(passed);
  // The first paint showed the gate named here (gates.css); the hidden states below say the same.
  document.documentElement.dataset.gate = step;
  const gated = step !== 'none';
  loading.hidden = true;
  dialog.hidden = !gated;
  // Out of the document once passed, not just hidden; the development reset puts it back.
  if (!gated) overlay.remove();
  else if (!overlay.isConnected) root.before(overlay);
  accessStep.hidden = step !== 'access';
  ageStep.hidden = step !== 'age';
  const active = step === 'access' ? 'gate-access' : 'gate-age';
  dialog.setAttribute('aria-labelledby', `${active}-title`);
  dialog.setAttribute('aria-describedby', step === 'access' ? 'gate-access-tagline' : 'gate-age-description');
  // The site behind stays out of reach of the keyboard and screen readers while a gate is up.
  root.inert = gated;
  developmentReset?.show(passed.access);
  if (step === 'access') field.focus();
  else if (step === 'age') confirmAge.focus();
  setGatesPassed(step === 'none');
}

/** Tab and Shift+Tab cycle through the open gate only; it cannot be dismissed, only answered. */
function trapFocus(event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>('input, button')].filter(
    (node) => !(node as HTMLButtonElement).disabled && node.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const current = document.activeElement;
  if (event.shiftKey && (current === first || !dialog.contains(current))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !dialog.contains(current))) {
    event.preventDefault();
    first.focus();
  }
}

field.addEventListener('input', () => {
  submit.disabled = !canSubmitAccessCode(field.value);
  if (error.textContent) showError('');
});
toggle.addEventListener('click', () => showCode(field.type === 'password'));
form.addEventListener('submit', (event) => {
  event.preventDefault();
  if (!canSubmitAccessCode(field.value)) return;
  if (accessCodeMatches(field.value, secret)) {
    storeAccess();
    passed.access = true;
    clearAccessForm();
    render();
    return;
  }
  field.value = '';
  submit.disabled = true;
  showError(gateText(language, 'access.invalid'));
  field.focus();
});
// Kept as the header's picker keeps it: in storage and in the cookie the server renders pages by.
languagePicker.addEventListener('change', () => {
  const chosen = languagePicker.value;
  if (!isLanguage(chosen)) return;
  language = chosen;
  writeStorage(STORAGE_KEYS.language, chosen);
  rememberLanguageForServer(chosen);
  fillTexts();
  if (error.textContent) showError(gateText(language, 'access.invalid'));
  announceGateLanguage(chosen);
});
confirmAge.addEventListener('click', () => {
  storeAgeVerified();
  passed.ageVerified = true;
  render();
});
declineAge.addEventListener('click', () => {
  window.alert(gateText(language, 'age.underageAlert'));
  window.location.href = UNDERAGE_REDIRECT;
});
document.addEventListener('keydown', (event) => {
  if (step !== 'none') trapFocus(event);
});

fillTexts();
render();
// The gates now answer: tools that drive the page wait for this mark at a gate, as for the app's root
// (e2e/support/test.ts).
dialog.setAttribute('data-ready', '');
