// The site's message catalogue: the texts loaded so far per language and the language shown. The lookup
// every screen's t() goes through is the shared one (src/shared/message-catalogue.ts); loading the locale
// files is src/web/app/i18n.ts's part. This module holds what was loaded and tells subscribers when it or
// the language changes.
import type { Language } from '../../../shared/config.ts';
import { deepMerge, translator, type Messages, type TFunction } from '../../../shared/message-catalogue.ts';

export interface CatalogueState {
  readonly language: Language;
  readonly messages: Readonly<Partial<Record<Language, Messages>>>;
}

let state: CatalogueState = { language: 'en', messages: {} };
const listeners = new Set<() => void>();

function update(next: CatalogueState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

export const catalogueState = (): CatalogueState => state;

export function subscribeToCatalogue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Adds a language's texts (a text group's files, merged) to what it already has. */
export function addMessages(language: Language, messages: Messages): void {
  const merged = deepMerge(state.messages[language] ?? {}, messages);
  update({ ...state, messages: { ...state.messages, [language]: merged } });
}

export function setCatalogueLanguage(language: Language): void {
  if (language !== state.language) update({ ...state, language });
}

/** t() for a catalogue state: the texts of its language at that moment. */
export function translatorFor({ language, messages }: CatalogueState): TFunction {
  return translator(messages[language], language);
}

/** For code outside React (a toast from a network handler): the current language's text. */
export const t: TFunction = (key, valuesOrFallback) => translatorFor(state)(key, valuesOrFallback);
