// The confirmation's summary: the brief as sections of label and answer the customer can read at a glance,
// in their language. The plain text the server wrote (src/server/modules/custom-beer/summary.ts) is what
// "Copy" and WhatsApp forward.
import { optionKey, type OptionGroup } from '../shared/custom-beer-option-labels.ts';
import { SLIDER_KEYS } from '../shared/custom-beer-options.ts';
import type { Answers } from './answers.ts';
import { h } from './dom.ts';
import type { Translate } from './i18n.ts';

type Row = [label: string, value: string];

export function summarySections(
  t: Translate,
  answers: Answers,
  suggested: readonly string[],
): Array<{ title: string; rows: Row[] }> {
  const one = (group: OptionGroup, key: string) => t(optionKey(group, key));
  const list = (group: OptionGroup, keys: readonly string[]) =>
    keys.length ? keys.map((key) => one(group, key)).join(t('listSeparator')) : t('confirmation.none');
  const label = (key: string) => t(`confirmation.labels.${key}`);
  const optional = (key: string, value: string): Row[] => (value.trim() ? [[label(key), value.trim()]] : []);
  return [
    {
      title: t('confirmation.sections.occasion'),
      rows: [
        [label('occasion'), list('occasion', answers.occasion)],
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
            one('slider', key),
            `${t('confirmation.sliderValue', { value })} · ${t(`levels.${value}`)}`,
          ];
        }),
        [label('aromas'), list('aroma', answers.aromas)],
        [label('styles'), list('style', answers.styles)],
        [label('dietary'), list('dietary', answers.dietary)],
        ...(suggested.length ? [[label('suggested'), suggested.join(t('listSeparator'))] as Row] : []),
      ],
    },
    {
      title: t('confirmation.sections.logistics'),
      rows: [
        [label('packaging'), one('packaging', answers.packaging)],
        [label('timeline'), one('timeline', answers.timeline)],
        [label('delivery'), one('delivery', answers.delivery)],
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
