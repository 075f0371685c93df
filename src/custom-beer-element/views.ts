// The parts of the builder around the steps: progress, navigation, suggestions and the confirmation.
import type { Recommendation } from '../shared/schemas/custom-beer.ts';
import { h } from './dom.ts';
import type { Translate } from './i18n.ts';

/** `waiting`: the taste questions are not answered yet, so there is nothing to match against. */
export type RecState = { status: 'waiting' | 'loading' | 'ready' | 'error'; items: Recommendation[] };

export function progress(t: Translate, current: number, total: number): HTMLElement {
  const bar = h('span', { class: 'bar-fill' });
  bar.style.width = `${(current / total) * 100}%`;
  return h(
    'div',
    { class: 'progress' },
    h('p', { class: 'progress-text' }, t('progress', { current, total })),
    h('div', { class: 'bar', 'aria-hidden': 'true' }, bar),
  );
}

export function navigation(
  t: Translate,
  options: { first: boolean; last: boolean; editing: boolean; submitting: boolean; onBack: () => void },
): HTMLElement {
  return h(
    'div',
    { class: 'nav' },
    options.first
      ? h('span')
      : h('button', { type: 'button', class: 'button secondary', onclick: options.onBack }, t('back')),
    h(
      'button',
      {
        type: 'submit',
        class: 'button primary',
        disabled: options.submitting,
        'aria-disabled': options.submitting ? 'true' : undefined,
      },
      options.last
        ? t(options.submitting ? 'submitting' : 'submit')
        : t(options.editing ? 'backToReview' : 'next'),
    ),
  );
}

const range = (min: number, max: number) => ({ min: String(min), max: String(max) });

/** Fills the persistent live region, so screen readers hear the new suggestions without losing their place. */
export function fillRecommendations(list: HTMLElement, t: Translate, state: RecState): void {
  list.setAttribute('aria-busy', state.status === 'loading' ? 'true' : 'false');
  if (state.status === 'waiting') {
    list.replaceChildren(h('p', { class: 'muted recs-prompt' }, t('recommendations.prompt')));
    return;
  }
  if (state.status === 'error') {
    list.replaceChildren(h('p', { class: 'muted' }, t('recommendations.error')));
    return;
  }
  if (state.items.length === 0) {
    list.replaceChildren(h('p', { class: 'muted' }, t('recommendations.loading')));
    return;
  }
  list.replaceChildren(
    h(
      'ol',
      { class: 'recs' },
      ...state.items.map((item) =>
        h(
          'li',
          { class: 'rec' },
          h(
            'div',
            { class: 'rec-head' },
            h('strong', { class: 'rec-name' }, item.name),
            h('span', { class: 'badge' }, t('recommendations.match', { score: item.score })),
          ),
          h(
            'p',
            { class: 'ranges' },
            h('span', {}, t('recommendations.abv', range(item.abv.min, item.abv.max))),
            h('span', {}, t('recommendations.ibu', range(item.ibu.min, item.ibu.max))),
          ),
          h('ul', { class: 'reasons' }, ...item.reasons.map((reason) => h('li', {}, reason))),
        ),
      ),
    ),
  );
}

export function whatsappHref(base: string, summary: string): string {
  return `${base}${base.includes('?') ? '&' : '?'}text=${encodeURIComponent(summary)}`;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (error) {
    console.warn('Copying the summary failed', error);
    return false;
  }
}

export function confirmation(
  t: Translate,
  options: { summary: string; formatted: HTMLElement; whatsapp: string; onAgain: () => void },
): HTMLElement {
  const status = h('p', { class: 'copied', role: 'status' });
  const copy = async () => {
    status.textContent = '';
    status.textContent = t(
      (await copyText(options.summary)) ? 'confirmation.copied' : 'confirmation.copyFailed',
    );
  };
  return h(
    'section',
    { class: 'confirmation', 'aria-labelledby': 'cb-done-title' },
    h('h3', { id: 'cb-done-title', class: 'done-title', tabindex: -1 }, t('confirmation.title')),
    h('p', {}, t('confirmation.body')),
    options.formatted,
    h(
      'div',
      { class: 'actions' },
      h(
        'a',
        {
          class: 'button primary',
          href: whatsappHref(options.whatsapp, options.summary),
          target: '_blank',
          rel: 'noopener noreferrer',
        },
        t('confirmation.whatsapp'),
      ),
      h(
        'button',
        { type: 'button', class: 'button secondary', onclick: () => void copy() },
        t('confirmation.copy'),
      ),
      h(
        'button',
        { type: 'button', class: 'button secondary again', onclick: options.onAgain },
        t('confirmation.again'),
      ),
    ),
    status,
  );
}
