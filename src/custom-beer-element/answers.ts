// What the customer has answered so far, the checks each step makes before moving on, and the payloads the
// two endpoints expect. The server checks again (src/shared/schemas/custom-beer.ts); these mirror its rules.
import { shopConfig, type Language } from '../shared/config.ts';
import {
  CUSTOM_BEER_DEFAULTS,
  DEFAULT_SLIDERS,
  MAX_BUDGET_PER_KEG_MYR,
  MAX_KEGS,
  NOTES_MAX_LENGTH,
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

export const initialAnswers = (): Answers => ({
  occasion: [],
  quantity: String(CUSTOM_BEER_DEFAULTS.quantity),
  budget: String(CUSTOM_BEER_DEFAULTS.budgetPerKegMYR),
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
  'kegs',
  'taste',
  'aromas',
  'styles',
  'dietary',
  'logistics',
  'contact',
] as const;
export type Step = (typeof STEPS)[number];

/** Form fields that can carry an error, keyed as the element names them. */
export type Field =
  | 'occasion'
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
/** An error is a locale key, shown translated; the server's own text is kept for when the key is unknown. */
export type FieldErrors = Partial<Record<Field, { key?: string; text?: string }>>;

const FIELD_STEP: Record<Field, Step> = {
  occasion: 'occasion',
  quantity: 'kegs',
  budget: 'kegs',
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

export function validateStep(step: Step, answers: Answers): FieldErrors {
  const errors: FieldErrors = {};
  if (step === 'occasion' && answers.occasion.length === 0) errors.occasion = { key: 'errors.occasion' };
  if (step === 'kegs') {
    const quantity = wholeNumber(answers.quantity);
    if (quantity === undefined || quantity < 1 || quantity > MAX_KEGS)
      errors.quantity = { key: 'errors.quantity' };
    const budget = wholeNumber(answers.budget);
    if (
      budget === undefined ||
      budget < shopConfig.customBeerMinBudgetMYR ||
      budget > MAX_BUDGET_PER_KEG_MYR
    ) {
      errors.budget = { key: 'errors.budget' };
    }
  }
  if (step === 'logistics' && answers.notes.trim().length > NOTES_MAX_LENGTH)
    errors.notes = { key: 'errors.notes' };
  if (step === 'contact') {
    if (!EMAIL.test(answers.email.trim()))
      errors.email = { key: answers.email.trim() ? 'errors.email' : 'errors.emailRequired' };
    if (answers.phone.trim() && !PHONE.test(answers.phone.trim())) errors.phone = { key: 'errors.phone' };
    if (answers.name.trim().length > 200) errors.name = { key: 'errors.name' };
  }
  return errors;
}

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
  packaging: 'logistics',
  timeline: 'logistics',
  delivery: 'logistics',
  notes: 'notes',
  name: 'name',
  email: 'email',
  phone: 'phone',
};

/** Turns a 400's issues ({ path, message }) into errors beside the fields they name. */
export function errorsFromIssues(issues: Array<{ path: string; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = SERVER_FIELDS[issue.path.split('.')[0] ?? ''];
    if (field && !errors[field]) errors[field] = { key: `errors.${field}`, text: issue.message };
  }
  return errors;
}
