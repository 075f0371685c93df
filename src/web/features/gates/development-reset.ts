// The development server's control that forgets the access code, to try the gates again (docs/rules/
// accounts.md). static-gates.ts adds it only when import.meta.env.DEV is true, so a production build
// drops this module, its texts and the control itself (e2e/site-shell.spec.ts checks the built shop).
import type { Language } from '../../../shared/config.ts';
import { translate } from '../../../shared/message-catalogue.ts';
import en from '../../../shared/gates/development/locales/en.json' with { type: 'json' };
import ms from '../../../shared/gates/development/locales/ms.json' with { type: 'json' };
import zh from '../../../shared/gates/development/locales/zh.json' with { type: 'json' };

const texts = { en, ms, zh };

export type DevelopmentReset = {
  /** Shown only while the access code is remembered. */
  show(visible: boolean): void;
  /** Names the control in the gates' current language. */
  speak(language: Language): void;
};

/** A tiny corner button after the site's root; a click calls onReset. */
export function addDevelopmentReset(root: HTMLElement, onReset: () => void): DevelopmentReset {
  const button = document.createElement('button');
  button.id = 'gate-reset';
  button.type = 'button';
  button.hidden = true;
  button.className =
    'group fixed top-0 left-0 z-[60] size-3 cursor-pointer rounded-br bg-foreground opacity-[0.04] hover:opacity-40 focus-visible:size-auto focus-visible:px-2 focus-visible:py-1 focus-visible:text-xs focus-visible:text-background focus-visible:opacity-100';
  const name = document.createElement('span');
  name.className = 'sr-only group-focus-visible:not-sr-only';
  button.append(name);
  button.addEventListener('click', onReset);
  root.after(button);
  return {
    show(visible) {
      button.hidden = !visible;
    },
    speak(language) {
      const text = translate(texts[language], language, 'reset');
      name.textContent = text;
      button.setAttribute('aria-label', text);
      button.title = text;
    },
  };
}
