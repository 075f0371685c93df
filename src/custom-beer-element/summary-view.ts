// The brief as sections of label and answer the customer can read at a glance, in their language: one
// section per step, so the review before sending can offer to change each part, and the confirmation
// shows the same. The plain text the server wrote (src/server/modules/custom-beer/summary.ts) is what
// "Copy" and WhatsApp forward.
import type { Language } from '../shared/config.ts';
import {
  budgetText,
  optionKey,
  quantityText,
  type OptionGroup,
} from '../shared/custom-beer-option-labels.ts';
import { SLIDER_KEYS } from '../shared/custom-beer-options.ts';
import { amountsOf, type Answers, type Step } from './answers.ts';
import { h } from './dom.ts';
import type { Translate } from './i18n.ts';

type Row = [label: string, value: string];
export type SummarySection = { step: Step; title: string; rows: Row[] };

export function summarySections(
  t: Translate,
  language: Language,
  answers: Answers,
  suggested: readonly string[],
): SummarySection[] {
  const one = (group: OptionGroup, key: string) => t(optionKey(group, key));
  const list = (group: OptionGroup, keys: readonly string[]) =>
    keys.length ? keys.map((key) => one(group, key)).join(t('listSeparator')) : t('confirmation.none');
  const label = (key: string) => t(`confirmation.labels.${key}`);
  const optional = (key: string, value: string): Row[] => (value.trim() ? [[label(key), value.trim()]] : []);
  const { quantity, budget } = amountsOf(answers);
  const section = (step: Step, rows: Row[]): SummarySection => ({
    step,
    title: t(`confirmation.sections.${step}`),
    rows,
  });
  return [
    section('occasion', [[label('occasion'), list('occasion', answers.occasion)]]),
    section('amount', [
      [label('packaging'), one('packaging', answers.packaging)],
      [label('quantity'), quantityText(language, answers.packaging, quantity ?? 0)],
      [label('budget'), budgetText(language, answers.packaging, budget ?? 0, quantity ?? 0)],
    ]),
    section('taste', [
      ...SLIDER_KEYS.map((key): Row => {
        const value = answers.sliders[key];
        return [one('slider', key), `${t('confirmation.sliderValue', { value })} · ${t(`levels.${value}`)}`];
      }),
      ...(suggested.length ? [[label('suggested'), suggested.join(t('listSeparator'))] as Row] : []),
    ]),
    section('aromas', [[label('aromas'), list('aroma', answers.aromas)]]),
    section('styles', [[label('styles'), list('style', answers.styles)]]),
    section('dietary', [[label('dietary'), list('dietary', answers.dietary)]]),
    section('logistics', [
      [label('timeline'), one('timeline', answers.timeline)],
      [label('delivery'), one('delivery', answers.delivery)],
      ...optional('notes', answers.notes),
    ]),
    section('contact', [
      ...optional('name', answers.name),
      [label('email'), answers.email.trim()],
      ...optional('phone', answers.phone),
    ]),
  ];
}

/** A section of one answer named like the section itself keeps the name for screen readers only. */
function answerList(section: SummarySection): HTMLElement {
  const single = section.rows.length === 1 && section.rows[0]?.[0] === section.title;
  return h(
    'dl',
    { class: single ? 'single' : undefined },
    ...section.rows.flatMap(([term, value]) => [
      h('dt', { class: single ? 'sr-only' : undefined }, term),
      h('dd', {}, value),
    ]),
  );
}

/**
 * The sections as headed lists. With `onEdit` (the review), each section has a "Change" button whose
 * name says which part it changes ("Change Aromas").
 */
export function summaryView(
  t: Translate,
  sections: SummarySection[],
  onEdit?: (step: Step) => void,
): HTMLElement {
  return h(
    'div',
    { class: 'summary' },
    ...sections.map((section) =>
      h(
        'section',
        { class: 'summary-section', 'aria-labelledby': `cb-summary-${section.step}` },
        h(
          'div',
          { class: 'summary-head' },
          h('h4', { id: `cb-summary-${section.step}` }, section.title),
          onEdit
            ? h(
                'button',
                { type: 'button', class: 'button secondary small', onclick: () => onEdit(section.step) },
                t('change'),
                h('span', { class: 'sr-only' }, ` ${section.title}`),
              )
            : null,
        ),
        answerList(section),
      ),
    ),
  );
}
