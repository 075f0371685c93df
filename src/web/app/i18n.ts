import type { Language } from '../../shared/config.ts';
import { deepMerge, type Messages } from '../../shared/message-catalogue.ts';
import { addMessages, showLanguage, shownLanguage } from '../lib/texts/translation.ts';
import { groupOfLocaleFile, type TextGroup } from './text-groups.ts';
import type { LocaleModules } from './signed-in-texts.ts';

export { groupOfLocaleFile, textGroupsFor, type TextGroup } from './text-groups.ts';

// Shell texts, every storefront feature's texts, the storefront pages' heads and the delivery rules' words;
// each language's part of the site is one lazy chunk (textChunkName), so only the needed languages and parts
// load. The account screens' and the back office's parts are listed in signed-in-texts.ts, which loads with
// the first of them: their file list is no part of a storefront page's first load. The gates bring their
// own texts (src/shared/gates/: the server writes them into the first HTML).
export const storefrontLocales: LocaleModules = import.meta.glob<{ default: Messages }>([
  '../**/locales/*.json',
  '!../features/admin*/locales/*.json',
  '!../features/customer/locales/*.json',
  '!../features/password-reset/locales/*.json',
  '../../shared/page-heads/locales/*.json',
  '../../shared/delivery/locales/*.json',
]);

/** The parts listed in signed-in-texts.ts. */
const SIGNED_IN_PARTS: readonly TextGroup[] = ['account', 'admin'];

async function localeModulesOf(group: TextGroup): Promise<LocaleModules> {
  if (!SIGNED_IN_PARTS.includes(group)) return storefrontLocales;
  return (await import('./signed-in-texts.ts')).signedInLocales;
}

const loaded = new Map<string, Promise<Messages>>();
/** Parts added to the catalogue, per language; a language switch brings the same parts. */
const registered = new Map<Language, Set<TextGroup>>();
const wanted = new Set<TextGroup>(['shell']);

async function importGroup(language: Language, group: TextGroup): Promise<Messages> {
  const loaders = Object.entries(await localeModulesOf(group))
    .filter(([path]) => path.endsWith(`/${language}.json`) && groupOfLocaleFile(path) === group)
    .map(([, load]) => load());
  const modules = await Promise.all(loaders);
  return modules.reduce<Messages>((merged, module) => deepMerge(merged, module.default), {});
}

function loadGroup(language: Language, group: TextGroup): Promise<Messages> {
  const key = `${language}:${group}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = importGroup(language, group);
    loaded.set(key, pending);
    pending.catch(() => loaded.delete(key));
  }
  return pending;
}

async function loadGroups(language: Language, groups: readonly TextGroup[]): Promise<Messages> {
  const parts = await Promise.all(groups.map((group) => loadGroup(language, group)));
  return parts.reduce<Messages>((merged, part) => deepMerge(merged, part), {});
}

export function hasTexts(language: Language, groups: readonly TextGroup[]): boolean {
  const done = registered.get(language);
  return groups.every((group) => done?.has(group));
}

/** Adds a language's parts to the catalogue before a screen that needs them is shown. */
export async function ensureTexts(language: Language, groups: readonly TextGroup[]): Promise<void> {
  groups.forEach((group) => wanted.add(group));
  const missing = groups.filter((group) => !registered.get(language)?.has(group));
  if (missing.length === 0) return;
  const messages = await loadGroups(language, missing);
  const done = registered.get(language) ?? new Set<TextGroup>();
  missing.forEach((group) => done.add(group));
  registered.set(language, done);
  addMessages(language, messages);
}

/** A screen's or drawer's chunk, loaded together with its part of the texts in the shown language. */
export async function withTexts<T>(group: TextGroup, load: () => Promise<T>): Promise<T> {
  const [loadedChunk] = await Promise.all([load(), ensureTexts(shownLanguage(), [group])]);
  return loadedChunk;
}

/** Makes sure a language's texts are registered before it is shown: every part the visit has needed. */
export function ensureLanguage(language: Language): Promise<void> {
  return ensureTexts(language, [...wanted]);
}

/** Every language carries every key (checked by src/web/locales/locales.test.ts), so only the shown one loads. */
export async function initI18n(language: Language, groups: readonly TextGroup[]): Promise<void> {
  showLanguage(language);
  await ensureTexts(language, groups);
}
