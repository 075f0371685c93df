// The body of each step. Answers change in place (no re-render while typing, so focus stays put).
import type { Language } from '../shared/config.ts';
import {
  AROMAS,
  BEER_STYLES,
  DELIVERY_OPTIONS,
  DIETARY_NEEDS,
  LOCAL_AROMAS,
  NOTES_MAX_LENGTH,
  OCCASIONS,
  PACKAGING_OPTIONS,
  SLIDER_KEYS,
  SLIDER_MAX,
  SLIDER_MIN,
  TIMELINE_OPTIONS,
  UNIT_RULES,
  type SliderKey,
} from '../shared/custom-beer-options.ts';
import { optionKey, quantityText, unitLabel, type OptionGroup } from '../shared/custom-beer-option-labels.ts';
import { amountsOf, startingAmounts, type Answers, type Step } from './answers.ts';
import { h } from './dom.ts';
import { checkboxGroup, errorText, radioGroup, selectField, textField, type FieldContext } from './fields.ts';
import { summarySections, summaryView } from './summary-view.ts';

export interface StepContext extends FieldContext {
  language: Language;
  answers: Answers;
  /** Called after an answer changed; `taste` says the recommendations should be asked again. */
  changed: (taste: boolean) => void;
  /** The styles suggested so far, for the review. */
  suggested: readonly string[];
  /** Goes back from the review to a step to change it. */
  edit: (step: Step) => void;
}

const choicesOf = <T extends string>(
  ctx: StepContext,
  group: OptionGroup,
  keys: readonly T[],
): Array<[T, string]> => keys.map((key) => [key, ctx.t(optionKey(group, key))]);

function slider(ctx: StepContext, key: SliderKey): HTMLElement {
  const id = `cb-slider-${key}`;
  const describe = (value: number) => ctx.t('fields.sliderValue', { value, level: ctx.t(`levels.${value}`) });
  const output = h('output', { for: id, class: 'slider-value' }, describe(ctx.answers.sliders[key]));
  const input = h('input', { id, type: 'range', min: SLIDER_MIN, max: SLIDER_MAX, step: 1, name: key });
  input.value = String(ctx.answers.sliders[key]);
  input.setAttribute('aria-valuetext', describe(ctx.answers.sliders[key]));
  input.addEventListener('input', () => {
    ctx.answers.sliders[key] = Number(input.value);
    output.textContent = describe(ctx.answers.sliders[key]);
    input.setAttribute('aria-valuetext', output.textContent);
    ctx.changed(true);
  });
  return h(
    'div',
    { class: 'field slider' },
    h('div', { class: 'slider-head' }, h('label', { for: id }, ctx.t(optionKey('slider', key))), output),
    input,
  );
}

const grouped = (value: number) => value.toLocaleString('en-MY');

/** The packaging's smallest order in its unit ("Smallest order: 72 bottles, from RM 10 per bottle."). */
function unitNote(ctx: StepContext): string {
  const rule = UNIT_RULES[ctx.answers.packaging];
  return ctx.t('fields.unitNote', {
    quantity: quantityText(ctx.language, ctx.answers.packaging, rule.minQuantity),
    budget: ctx.t(`customBeerUnits.${rule.unit}.perUnit`, { amount: grouped(rule.minBudgetMYR) }),
  });
}

/** The quantity and budget fields, labelled and bounded in the chosen packaging's unit. */
function amountFields(ctx: StepContext): Node[] {
  const { packaging } = ctx.answers;
  const rule = UNIT_RULES[packaging];
  const total = h('p', { class: 'total' });
  const showTotal = () => {
    const { quantity, budget } = amountsOf(ctx.answers);
    total.textContent =
      quantity && budget ? ctx.t('fields.total', { amount: grouped(quantity * budget) }) : '';
  };
  showTotal();
  const range = (min: number, max: number) => ({ min: grouped(min), max: grouped(max) });
  return [
    textField(ctx, {
      field: 'quantity',
      label: unitLabel(ctx.language, packaging, 'quantity'),
      type: 'number',
      value: ctx.answers.quantity,
      required: true,
      hint: ctx.t('fields.quantityHint', range(rule.minQuantity, rule.maxQuantity)),
      attrs: { min: rule.minQuantity, max: rule.maxQuantity, step: 1, inputmode: 'numeric' },
      onInput: (value) => {
        ctx.answers.quantity = value;
        showTotal();
      },
    }),
    textField(ctx, {
      field: 'budget',
      label: ctx.t('fields.budget', { label: unitLabel(ctx.language, packaging, 'budget') }),
      type: 'number',
      value: ctx.answers.budget,
      required: true,
      hint: ctx.t('fields.budgetHint', range(rule.minBudgetMYR, rule.maxBudgetMYR)),
      attrs: { min: rule.minBudgetMYR, max: rule.maxBudgetMYR, step: rule.budgetStep, inputmode: 'numeric' },
      onInput: (value) => {
        ctx.answers.budget = value;
        showTotal();
      },
    }),
    total,
  ];
}

const BODIES: Record<Step, (ctx: StepContext) => Array<Node | null>> = {
  occasion: (ctx) => [
    checkboxGroup(ctx, {
      legend: ctx.t('steps.occasion.title'),
      name: 'occasion',
      field: 'occasion',
      hiddenLegend: true,
      choices: choicesOf(ctx, 'occasion', OCCASIONS),
      selected: ctx.answers.occasion,
      onChange: (next) => {
        ctx.answers.occasion = next;
        ctx.changed(false);
      },
    }),
  ],
  amount: (ctx) => {
    const note = h('p', { class: 'hint unit-note', role: 'status' }, unitNote(ctx));
    const amounts = h('div', { class: 'amounts' }, ...amountFields(ctx));
    return [
      radioGroup(ctx, {
        legend: ctx.t('fields.packaging'),
        name: 'packaging',
        field: 'packaging',
        choices: choicesOf(ctx, 'packaging', PACKAGING_OPTIONS),
        selected: ctx.answers.packaging,
        onChange: (value) => {
          // The quantity and budget count in the new unit, so they start again at its smallest order.
          Object.assign(ctx.answers, { packaging: value, ...startingAmounts(value) });
          delete ctx.errors.quantity;
          delete ctx.errors.budget;
          note.textContent = unitNote(ctx);
          amounts.replaceChildren(...amountFields(ctx));
        },
      }),
      note,
      amounts,
    ];
  },
  taste: (ctx) => [...SLIDER_KEYS.map((key) => slider(ctx, key)), errorText(ctx, 'taste')],
  aromas: (ctx) => {
    const group = (legend: string, keys: (typeof AROMAS)[number][]) =>
      checkboxGroup(ctx, {
        legend,
        name: 'aromas',
        choices: choicesOf(ctx, 'aroma', keys),
        selected: ctx.answers.aromas.filter((a) => keys.includes(a)),
        onChange: (next) => {
          ctx.answers.aromas = [...ctx.answers.aromas.filter((a) => !keys.includes(a)), ...next];
          ctx.changed(true);
        },
      });
    return [
      group(
        ctx.t('fields.classicAromas'),
        AROMAS.filter((a) => !LOCAL_AROMAS.includes(a)),
      ),
      group(ctx.t('fields.localAromas'), [...LOCAL_AROMAS]),
      errorText(ctx, 'aromas'),
    ];
  },
  styles: (ctx) => [
    checkboxGroup(ctx, {
      legend: ctx.t('steps.styles.title'),
      name: 'styles',
      field: 'styles',
      hiddenLegend: true,
      choices: choicesOf(ctx, 'style', BEER_STYLES),
      selected: ctx.answers.styles,
      onChange: (next) => {
        ctx.answers.styles = next;
        ctx.changed(true);
      },
    }),
  ],
  dietary: (ctx) => [
    checkboxGroup(ctx, {
      legend: ctx.t('steps.dietary.title'),
      name: 'dietary',
      field: 'dietary',
      hiddenLegend: true,
      choices: choicesOf(ctx, 'dietary', DIETARY_NEEDS),
      selected: ctx.answers.dietary,
      onChange: (next) => {
        ctx.answers.dietary = next;
        ctx.changed(true);
      },
    }),
  ],
  logistics: (ctx) => [
    selectField({
      id: 'cb-timeline',
      label: ctx.t('fields.timeline'),
      value: ctx.answers.timeline,
      choices: choicesOf(ctx, 'timeline', TIMELINE_OPTIONS),
      onChange: (value) => (ctx.answers.timeline = value),
    }),
    selectField({
      id: 'cb-delivery',
      label: ctx.t('fields.delivery'),
      value: ctx.answers.delivery,
      choices: choicesOf(ctx, 'delivery', DELIVERY_OPTIONS),
      onChange: (value) => (ctx.answers.delivery = value),
    }),
    errorText(ctx, 'logistics'),
    textField(ctx, {
      field: 'notes',
      label: ctx.t('fields.notes'),
      type: 'textarea',
      optional: true,
      value: ctx.answers.notes,
      hint: ctx.t('fields.notesHint', { max: NOTES_MAX_LENGTH }),
      attrs: { maxlength: NOTES_MAX_LENGTH },
      onInput: (value) => (ctx.answers.notes = value),
    }),
  ],
  contact: (ctx) => [
    textField(ctx, {
      field: 'name',
      label: ctx.t('fields.name'),
      optional: true,
      value: ctx.answers.name,
      attrs: { autocomplete: 'name', maxlength: 200 },
      onInput: (value) => (ctx.answers.name = value),
    }),
    textField(ctx, {
      field: 'email',
      label: ctx.t('fields.email'),
      type: 'email',
      required: true,
      value: ctx.answers.email,
      attrs: { autocomplete: 'email', maxlength: 254 },
      onInput: (value) => (ctx.answers.email = value),
    }),
    textField(ctx, {
      field: 'phone',
      label: ctx.t('fields.phone'),
      type: 'tel',
      optional: true,
      value: ctx.answers.phone,
      attrs: { autocomplete: 'tel', maxlength: 40 },
      onInput: (value) => (ctx.answers.phone = value),
    }),
  ],
  review: (ctx) => [
    summaryView(ctx.t, summarySections(ctx.t, ctx.language, ctx.answers, ctx.suggested), ctx.edit),
  ],
};

export const renderStepBody = (step: Step, ctx: StepContext): Array<Node | null> => BODIES[step](ctx);
