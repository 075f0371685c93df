// How a person's name is asked for and shown in each language (docs/rules/interface.md, "One voice").
// Chinese puts the family name first and writes a Chinese name without a space (陈美玲); English and Malay
// put the given name first. A name written in Latin letters keeps the given-first order in every language.
import type { Language } from './config.ts';

export interface PersonName {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
}

const HAN = /\p{Script=Han}/u;

function familyFirst(language: Language): boolean {
  return language === 'zh';
}

/** The order of the given-name and family-name fields on a form. */
export function nameFieldOrder(
  language: Language,
): readonly ['firstName', 'lastName'] | readonly ['lastName', 'firstName'] {
  return familyFirst(language) ? (['lastName', 'firstName'] as const) : (['firstName', 'lastName'] as const);
}

/** The whole name as people of that language write it. */
export function fullName(name: PersonName, language: Language): string {
  const given = (name.firstName ?? '').trim();
  const family = (name.lastName ?? '').trim();
  if (!given || !family) return given || family;
  if (familyFirst(language) && (HAN.test(given) || HAN.test(family))) return `${family}${given}`;
  return `${given} ${family}`;
}

/** How a greeting or the header addresses someone: the given name, or the whole Chinese name in Chinese. */
export function addressName(name: PersonName, language: Language): string {
  const given = (name.firstName ?? '').trim();
  if (familyFirst(language) && HAN.test(`${given}${name.lastName ?? ''}`)) return fullName(name, language);
  return given || (name.lastName ?? '').trim();
}

/**
 * A name typed in one box, split for an account: a Chinese name without spaces is its first character (the
 * family name) and the rest; otherwise the first word is the given name in English and Malay and the family
 * name in Chinese. With a single word, that word is both.
 */
export function splitFullName(full: string, language: Language): { firstName: string; lastName: string } {
  const text = full.trim();
  if (familyFirst(language) && HAN.test(text) && !/\s/.test(text) && text.length > 1) {
    return { lastName: text.slice(0, 1), firstName: text.slice(1) };
  }
  const [head = '', ...rest] = text.split(/\s+/);
  const tail = rest.join(' ') || head;
  if (familyFirst(language) && HAN.test(text)) return { lastName: head, firstName: tail };
  return { firstName: head, lastName: tail };
}
