// What the customer has answered so far, the checks each step makes before moving on, and the payloads the
// two endpoints expect. The server checks again (src/shared/schemas/custom-beer.ts); these mirror its rules.
import type { Language } from '../shared/config.ts';
import type { TextValues } from '../shared/message-catalogue.ts';
import {
  CUSTOM_BEER_DEFAULTS,
  DEFAULT_SLIDERS,
  NOTES_MAX_LENGTH,
  UNIT_RULES,
  unitDefaults,
  type Aroma,
  type BeerStyleId,
  type Delivery,
  type DietaryNeed,
  type Occasion,
  type Packaging,
  type Sliders,
  type Timeline,
} from '../shared/custom-beer-options.ts';

export interface Answers {
  occasion: Occasion[];
  quantity: string;
  budget: string;
  sliders: Sliders;
  aromas: Aroma[];
  styles: BeerStyleId[];
  dietary: DietaryNeed[];
  packaging: Packaging;
  timeline: Timeline;
  delivery: Delivery;
  notes: string;
  name: string;
  email: string;
  phone: string;
}

/** A packaging's smallest order at its smallest budget, as the fields show them. */
export function startingAmounts(packaging: Packaging): Pick<Answers, 'quantity' | 'budget'> {
  const start = unitDefaults(packaging);
  return { quantity: String(start.quantity), budget: String(start.budgetMYR) };
}

export const initialAnswers = (): Answers => ({
  occasion: [],
  ...startingAmounts(CUSTOM_BEER_DEFAULTS.packaging),
  sliders: { ...DEFAULT_SLIDERS },
  aromas: [],
  styles: [],
  dietary: [],
  packaging: CUSTOM_BEER_DEFAULTS.packaging,
  timeline: CUSTOM_BEER_DEFAULTS.timeline,
  delivery: CUSTOM_BEER_DEFAULTS.delivery,
  notes: '',
  name: '',
  email: '',
  phone: '',
});

export const STEPS = [
  'occasion',
  'amount',
  'taste',
  'aromas',
  'styles',
  'dietary',
  'logistics',
  'contact',
  'review',
] as const;
export type Step = (typeof STEPS)[number];

/** Form fields that can carry an error, keyed as the element names them. */
export type Field =
  | 'occasion'
  | 'packaging'
  | 'quantity'
  | 'budget'
  | 'taste'
  | 'aromas'
  | 'styles'
  | 'dietary'
  | 'logistics'
  | 'notes'
  | 'name'
  | 'email'
  | 'phone';
/**
 * An error is a locale key, shown translated with its values (and `labelKey`'s text as `{{label}}`); the
 * server's own text is kept for when the key is unknown.
 */
export type FieldError = { key?: string; text?: string; values?: TextValues; labelKey?: string };
export type FieldErrors = Partial<Record<Field, FieldError>>;

const FIELD_STEP: Record<Field, Step> = {
  occasion: 'occasion',
  packaging: 'amount',
  quantity: 'amount',
  budget: 'amount',
  taste: 'taste',
  aromas: 'aromas',
  styles: 'styles',
  dietary: 'dietary',
  logistics: 'logistics',
  notes: 'logistics',
  name: 'contact',
  email: 'contact',
  phone: 'contact',
};
export const stepOf = (field: Field): Step => FIELD_STEP[field];

const wholeNumber = (text: string): number | undefined =>
  /^\s*\d+\s*$/.test(text) ? Number(text) : undefined;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[+\d][\d\s()-]{5,}$/;

const grouped = (value: number) => value.toLocaleString('en-MY');

/** The error of a quantity or budget outside its packaging's range, named in the packaging's unit. */
export function amountError(field: 'quantity' | 'budget', packaging: Packaging): FieldError {
  const rule = UNIT_RULES[packaging];
  const [min, max] =
    field === 'quantity' ? [rule.minQuantity, rule.maxQuantity] : [rule.minBudgetMYR, rule.maxBudgetMYR];
  return {
    key: `errors.${field}`,
    values: { min: grouped(min), max: grouped(max) },
    labelKey: `customBeerUnits.${rule.unit}.${field}`,
  };
}

const outside = (value: number | undefined, min: number, max: number) =>
  value === undefined || value < min || value > max;

export function validateStep(step: Step, answers: Answers): FieldErrors {
  const errors: FieldErrors = {};
  if (step === 'occasion' && answers.occasion.length === 0) errors.occasion = { key: 'errors.occasion' };
  if (step === 'amount') {
    const rule = UNIT_RULES[answers.packaging];
    if (outside(wholeNumber(answers.quantity), rule.minQuantity, rule.maxQuantity))
      errors.quantity = amountError('quantity', answers.packaging);
    if (outside(wholeNumber(answers.budget), rule.minBudgetMYR, rule.maxBudgetMYR))
      errors.budget = amountError('budget', answers.packaging);
  }
  if (step === 'logistics' && answers.notes.trim().length > NOTES_MAX_LENGTH)
    errors.notes = { key: 'errors.notes', values: { max: NOTES_MAX_LENGTH } };
  if (step === 'contact') {
    if (!EMAIL.test(answers.email.trim()))
      errors.email = { key: answers.email.trim() ? 'errors.email' : 'errors.emailRequired' };
    if (answers.phone.trim() && !PHONE.test(answers.phone.trim())) errors.phone = { key: 'errors.phone' };
    if (answers.name.trim().length > 200) errors.name = { key: 'errors.name' };
  }
  return errors;
}

/** The answers as numbers where they are whole numbers (the fields hold text while typed). */
export const amountsOf = (answers: Answers) => ({
  quantity: wholeNumber(answers.quantity),
  budget: wholeNumber(answers.budget),
});

export const tastePayload = (answers: Answers, language: Language) => ({
  language,
  sliders: answers.sliders,
  aromas: answers.aromas,
  styles: answers.styles,
  dietary: answers.dietary,
});

export function submitPayload(answers: Answers, language: Language) {
  const optional = (text: string) => (text.trim() ? text.trim() : undefined);
  return {
    ...tastePayload(answers, language),
    name: optional(answers.name),
    email: answers.email.trim(),
    phone: optional(answers.phone),
    occasion: answers.occasion,
    quantity: wholeNumber(answers.quantity) ?? answers.quantity,
    budgetPerKegMYR: wholeNumber(answers.budget) ?? answers.budget,
    packaging: answers.packaging,
    timeline: answers.timeline,
    delivery: answers.delivery,
    notes: optional(answers.notes),
  };
}

const SERVER_FIELDS: Record<string, Field> = {
  occasion: 'occasion',
  quantity: 'quantity',
  budgetPerKegMYR: 'budget',
  sliders: 'taste',
  aromas: 'aromas',
  styles: 'styles',
  dietary: 'dietary',
  packaging: 'packaging',
  timeline: 'logistics',
  delivery: 'logistics',
  notes: 'notes',
  name: 'name',
  email: 'email',
  phone: 'phone',
};

/** Turns a 400's issues ({ path, message }) into errors beside the fields they name. */
export function errorsFromIssues(
  issues: Array<{ path: string; message: string }>,
  answers: Answers,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = SERVER_FIELDS[issue.path.split('.')[0] ?? ''];
    if (!field || errors[field]) continue;
    errors[field] =
      field === 'quantity' || field === 'budget'
        ? { ...amountError(field, answers.packaging), text: issue.message }
        : { key: `errors.${field}`, text: issue.message, values: { max: NOTES_MAX_LENGTH } };
  }
  return errors;
}
