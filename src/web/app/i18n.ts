import type { Language } from '../../shared/config.ts';
import { deepMerge, type Messages } from '../../shared/message-catalogue.ts';
import { addMessages, catalogueState, setCatalogueLanguage } from '../lib/texts/translation.ts';
import { groupOfLocaleFile, type TextGroup } from './text-groups.ts';

export { groupOfLocaleFile, textGroupsFor, type TextGroup } from './text-groups.ts';

// Shell texts, every feature's texts, the storefront pages' heads and the shared labels of the custom-beer
// choices; each language's part of the site is one lazy chunk (textChunkName), so only the needed languages
// and parts load. The gates bring their own texts (src/shared/gates/: the server writes them into the first
// HTML).
const localeModules = import.meta.glob<{ default: Messages }>([
  '../**/locales/*.json',
  '../../shared/locales/*.json',
  '../../shared/page-heads/locales/*.json',
  '../../shared/delivery/locales/*.json',
]);

const loaded = new Map<string, Promise<Messages>>();
/** Parts added to the catalogue, per language; a language switch brings the same parts. */
const registered = new Map<Language, Set<TextGroup>>();
const wanted = new Set<TextGroup>(['shell']);

async function importGroup(language: Language, group: TextGroup): Promise<Messages> {
  const loaders = Object.entries(localeModules)
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
  const [loadedChunk] = await Promise.all([load(), ensureTexts(catalogueState().language, [group])]);
  return loadedChunk;
}

/** Makes sure a language's texts are registered before it is shown: every part the visit has needed. */
export function ensureLanguage(language: Language): Promise<void> {
  return ensureTexts(language, [...wanted]);
}

/** Every language carries every key (checked by src/web/locales/locales.test.ts), so only the shown one loads. */
export async function initI18n(language: Language, groups: readonly TextGroup[]): Promise<void> {
  setCatalogueLanguage(language);
  await ensureTexts(language, groups);
}
