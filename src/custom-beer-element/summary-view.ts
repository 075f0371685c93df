// The confirmation's summary: the brief as sections of label and answer the customer can read at a glance,
// in their language. The plain text the server wrote (src/server/modules/custom-beer/summary.ts) is what
// "Copy" and WhatsApp forward.
import type { Language } from '../shared/config.ts';
import {
  AROMA_LABELS,
  DELIVERY_LABELS,
  DIETARY_LABELS,
  OCCASION_LABELS,
  PACKAGING_LABELS,
  SLIDER_KEYS,
  SLIDER_LABELS,
  STYLE_LABELS,
  TIMELINE_LABELS,
  type Labels,
} from '../shared/custom-beer-options.ts';
import type { Answers } from './answers.ts';
import { h } from './dom.ts';
import type { Translate } from './i18n.ts';

type Row = [label: string, value: string];

const SEPARATOR: Record<Language, string> = { en: ', ', ms: ', ', zh: '、' };

export function summarySections(
  t: Translate,
  language: Language,
  answers: Answers,
  suggested: readonly string[],
): Array<{ title: string; rows: Row[] }> {
  const list = <K extends string>(keys: readonly K[], table: Record<K, Labels>) =>
    keys.length ? keys.map((key) => table[key][language]).join(SEPARATOR[language]) : t('confirmation.none');
  const label = (key: string) => t(`confirmation.labels.${key}`);
  const optional = (key: string, value: string): Row[] => (value.trim() ? [[label(key), value.trim()]] : []);
  return [
    {
      title: t('confirmation.sections.occasion'),
      rows: [
        [label('occasion'), list(answers.occasion, OCCASION_LABELS)],
        [label('kegs'), answers.quantity.trim()],
        [label('budget'), `RM ${answers.budget.trim()}`],
      ],
    },
    {
      title: t('confirmation.sections.taste'),
      rows: [
        ...SLIDER_KEYS.map((key): Row => {
          const value = answers.sliders[key];
          return [
            SLIDER_LABELS[key][language],
            `${t('confirmation.sliderValue', { value })} · ${t(`levels.${value}`)}`,
          ];
        }),
        [label('aromas'), list(answers.aromas, AROMA_LABELS)],
        [label('styles'), list(answers.styles, STYLE_LABELS)],
        [label('dietary'), list(answers.dietary, DIETARY_LABELS)],
        ...(suggested.length ? [[label('suggested'), suggested.join(SEPARATOR[language])] as Row] : []),
      ],
    },
    {
      title: t('confirmation.sections.logistics'),
      rows: [
        [label('packaging'), PACKAGING_LABELS[answers.packaging][language]],
        [label('timeline'), TIMELINE_LABELS[answers.timeline][language]],
        [label('delivery'), DELIVERY_LABELS[answers.delivery][language]],
        ...optional('notes', answers.notes),
      ],
    },
    {
      title: t('confirmation.sections.contact'),
      rows: [
        ...optional('name', answers.name),
        [label('email'), answers.email.trim()],
        ...optional('phone', answers.phone),
      ],
    },
  ];
}

export function summaryView(sections: ReturnType<typeof summarySections>): HTMLElement {
  return h(
    'div',
    { class: 'summary' },
    ...sections.map((section, index) =>
      h(
        'section',
        { class: 'summary-section', 'aria-labelledby': `cb-summary-${index}` },
        h('h4', { id: `cb-summary-${index}` }, section.title),
        h('dl', {}, ...section.rows.flatMap(([term, value]) => [h('dt', {}, term), h('dd', {}, value)])),
      ),
    ),
  );
}
