import { STORAGE_KEYS, readStorage, removeStorage, writeStorage } from '../../lib/browser/storage.ts';

const GRANTED = 'true';

export type GateStep = 'access' | 'age' | 'none';

/** The access gate comes first; the age question only once access is granted; nothing once both are done. */
export function gateStepFor(passed: { access: boolean; ageVerified: boolean }): GateStep {
  if (!passed.access) return 'access';
  return passed.ageVerified ? 'none' : 'age';
}

/** The access button stays disabled while the field is blank or only whitespace. */
export function canSubmitAccessCode(input: string): boolean {
  return input.trim().length > 0;
}

/** Neither letter case ("taproom") nor surrounding spaces from pasting count against the visitor. */
export function accessCodeMatches(input: string, secret: string): boolean {
  return input.trim().toLocaleUpperCase('en') === secret.trim().toLocaleUpperCase('en');
}

export function hasStoredAccess(): boolean {
  return readStorage(STORAGE_KEYS.access) === GRANTED;
}

export function storeAccess(): void {
  writeStorage(STORAGE_KEYS.access, GRANTED);
}

export function clearStoredAccess(): void {
  removeStorage(STORAGE_KEYS.access);
}

export function hasVerifiedAge(): boolean {
  return readStorage(STORAGE_KEYS.ageVerified) !== null;
}

export function storeAgeVerified(): void {
  writeStorage(STORAGE_KEYS.ageVerified, 'true');
}
