// localStorage can throw (private mode, quota, disabled cookies): the shop must keep working without it.

export const STORAGE_KEYS = {
  theme: 'theme',
  language: 'language',
  access: 'taproom-access',
  ageVerified: 'ageVerified',
  cart: 'cart',
} as const;

export function readStorage(key: string, fallback: string | null = null): string | null {
  try {
    return globalThis.localStorage.getItem(key);
  } catch (error) {
    console.warn(`Could not read "${key}" from storage`, error);
    return fallback;
  }
}

export function writeStorage(key: string, value: string): boolean {
  try {
    globalThis.localStorage.setItem(key, value);
    return true;
  } catch (error) {
    console.warn(`Could not write "${key}" to storage`, error);
    return false;
  }
}

export function removeStorage(key: string): void {
  try {
    globalThis.localStorage.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove "${key}" from storage`, error);
  }
}
