// Form controls shared by the steps: each with a real label, its hint and its error wired up for readers.
import { h, ids } from './dom.ts';
import type { Field, FieldErrors } from './answers.ts';
import type { Translate } from './i18n.ts';

export interface FieldContext {
  t: Translate;
  errors: FieldErrors;
}

export const errorId = (field: Field) => `cb-${field}-error`;

/** The error beside a field, translated when the element knows the message. */
export function errorMessage(ctx: FieldContext, field: Field): string | undefined {
  const error = ctx.errors[field];
  if (!error) return undefined;
  const label = error.labelKey ? ctx.t(error.labelKey) : undefined;
  const translated = error.key ? ctx.t(error.key, { ...error.values, label }) : undefined;
  return translated && translated !== error.key ? translated : (error.text ?? translated);
}

export function errorText(ctx: FieldContext, field: Field): HTMLElement | null {
  const message = errorMessage(ctx, field);
  return message ? h('p', { class: 'error', id: errorId(field) }, message) : null;
}

/** Choices as chips in a fieldset, with the group's error wired to it. */
function chipGroup(
  ctx: FieldContext,
  options: {
    legend: string;
    hiddenLegend?: boolean;
    field?: Field;
    inputs: Array<[HTMLInputElement, string]>;
  },
): HTMLFieldSetElement {
  const invalid = options.field ? Boolean(ctx.errors[options.field]) : false;
  return h(
    'fieldset',
    { class: 'group', 'aria-describedby': invalid && options.field ? errorId(options.field) : undefined },
    h('legend', { class: options.hiddenLegend ? 'sr-only' : 'group-legend' }, options.legend),
    h(
      'div',
      { class: 'chips' },
      ...options.inputs.map(([input, label]) => h('label', { class: 'chip' }, input, h('span', {}, label))),
    ),
    options.field ? errorText(ctx, options.field) : null,
  );
}

export function checkboxGroup<T extends string>(
  ctx: FieldContext,
  options: {
    legend: string;
    /** When the step heading already asks the question, the legend is kept for screen readers only. */
    hiddenLegend?: boolean;
    name: string;
    choices: ReadonlyArray<[T, string]>;
    selected: readonly T[];
    onChange: (next: T[]) => void;
    field?: Field;
  },
): HTMLFieldSetElement {
  const chosen = new Set(options.selected);
  const inputs = options.choices.map(([value, label]): [HTMLInputElement, string] => [
    h('input', {
      type: 'checkbox',
      name: options.name,
      value,
      checked: chosen.has(value),
      onchange: (event: Event) => {
        if ((event.target as HTMLInputElement).checked) chosen.add(value);
        else chosen.delete(value);
        options.onChange(options.choices.map(([v]) => v).filter((v) => chosen.has(v)));
      },
    }),
    label,
  ]);
  return chipGroup(ctx, { ...options, inputs });
}

/** One choice of a few, as chips; `onChange` hears the new value. */
export function radioGroup<T extends string>(
  ctx: FieldContext,
  options: {
    legend: string;
    name: string;
    field: Field;
    choices: ReadonlyArray<[T, string]>;
    selected: T;
    onChange: (value: T) => void;
  },
): HTMLFieldSetElement {
  const inputs = options.choices.map(([value, label]): [HTMLInputElement, string] => [
    h('input', {
      type: 'radio',
      name: options.name,
      value,
      checked: value === options.selected,
      onchange: () => options.onChange(value),
    }),
    label,
  ]);
  return chipGroup(ctx, { ...options, inputs });
}

type TextOptions = {
  field: Field;
  label: string;
  value: string;
  type?: string;
  hint?: string;
  optional?: boolean;
  required?: boolean;
  attrs?: Record<string, string | number | boolean>;
  onInput: (value: string) => void;
};

export function textField(ctx: FieldContext, options: TextOptions): HTMLElement {
  const id = `cb-${options.field}`;
  const hintId = options.hint ? `${id}-hint` : undefined;
  const invalid = Boolean(ctx.errors[options.field]);
  const control =
    options.type === 'textarea'
      ? h('textarea', { id, name: options.field, rows: 4, ...options.attrs })
      : h('input', { id, name: options.field, type: options.type ?? 'text', ...options.attrs });
  control.value = options.value;
  if (options.required) control.setAttribute('aria-required', 'true');
  if (invalid) control.setAttribute('aria-invalid', 'true');
  const describedBy = ids(hintId, invalid && errorId(options.field));
  if (describedBy) control.setAttribute('aria-describedby', describedBy);
  control.addEventListener('input', () => options.onInput(control.value));
  return h(
    'div',
    { class: 'field' },
    h(
      'label',
      { for: id },
      options.label,
      options.optional ? h('span', { class: 'muted' }, ` (${ctx.t('optional')})`) : null,
    ),
    control,
    options.hint ? h('p', { class: 'hint', id: hintId }, options.hint) : null,
    errorText(ctx, options.field),
  );
}

export function selectField<T extends string>(options: {
  id: string;
  label: string;
  value: T;
  choices: ReadonlyArray<[T, string]>;
  onChange: (value: T) => void;
}): HTMLElement {
  const select = h(
    'select',
    {
      id: options.id,
      name: options.id,
      onchange: (event: Event) => options.onChange((event.target as HTMLSelectElement).value as T),
    },
    ...options.choices.map(([value, label]) =>
      h('option', { value, selected: value === options.value }, label),
    ),
  );
  return h('div', { class: 'field' }, h('label', { for: options.id }, options.label), select);
}
