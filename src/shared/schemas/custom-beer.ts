import { z } from 'zod';
import { LANGUAGES } from '../config.ts';
import { optionalPhoneField } from '../phone-number.ts';
import {
  AROMAS,
  BEER_STYLES,
  CUSTOM_BEER_DEFAULTS,
  DEFAULT_SLIDERS,
  DELIVERY_OPTIONS,
  DIETARY_NEEDS,
  NOTES_MAX_LENGTH,
  OCCASIONS,
  PACKAGING_OPTIONS,
  SLIDER_MAX,
  SLIDER_MIN,
  TIMELINE_OPTIONS,
  UNIT_RULES,
  unitDefaults,
  type PackagingUnit,
} from '../custom-beer-options.ts';
import { multiLine, optionalText as anyOptionalText, singleLine } from './text.ts';

const slider = (name: string) =>
  z
    .int(`${name} must be a whole number from ${SLIDER_MIN} to ${SLIDER_MAX}`)
    .min(SLIDER_MIN, `${name} must be from ${SLIDER_MIN} to ${SLIDER_MAX}`)
    .max(SLIDER_MAX, `${name} must be from ${SLIDER_MIN} to ${SLIDER_MAX}`);

export const slidersSchema = z.strictObject({
  bitterness: slider('Bitterness'),
  sweetness: slider('Sweetness'),
  body: slider('Body'),
  strength: slider('Strength'),
});

/** A list of known choices, each at most once. */
const choices = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .array(z.enum(values, message), message)
    .max(values.length, message)
    .refine((list) => new Set(list).size === list.length, 'Each choice may appear only once');

const aromasField = choices(AROMAS, 'Unknown aroma');
const stylesField = choices(BEER_STYLES, 'Unknown beer style');
const dietaryField = choices(DIETARY_NEEDS, 'Unknown dietary need');
const languageField = z.enum(LANGUAGES, 'Language must be en, ms or zh').default('en');

/** What the builder sends while answers change: the taste part of the brief. */
export const recommendRequestSchema = z.strictObject({
  language: languageField,
  sliders: slidersSchema.default(DEFAULT_SLIDERS),
  aromas: aromasField.default([]),
  styles: stylesField.default([]),
  dietary: dietaryField.default([]),
});
export type RecommendRequest = z.infer<typeof recommendRequestSchema>;

const range = z.object({ min: z.number(), max: z.number() });
export const recommendationSchema = z.object({
  id: z.enum(BEER_STYLES),
  name: z.string(),
  score: z.int().min(0).max(100),
  abv: range,
  ibu: range,
  reasons: z.array(z.string()),
});
export type Recommendation = z.infer<typeof recommendationSchema>;
export const recommendResponseSchema = z.object({ recommendations: z.array(recommendationSchema) });

/** The brief leaves an empty optional field out rather than storing null. */
const optionalText = (max: number, message: string, text: typeof singleLine = singleLine) =>
  anyOptionalText(max, { text, params: message, tooLong: message }).transform((value) => value ?? undefined);

// The unit's words in the server's English messages; the element shows its own translated texts.
const UNIT_WORDS: Record<PackagingUnit, { one: string; many: string }> = {
  keg: { one: 'keg', many: 'kegs' },
  bottle: { one: 'bottle', many: 'bottles' },
  can: { one: 'can', many: 'cans' },
};
const ringgit = (amount: number) => `RM ${amount.toLocaleString('en-MY')}`;

/**
 * A custom-beer brief and its rules (docs/rules/messages.md). The quantity counts units of the chosen
 * packaging and `budgetPerKegMYR` is the budget for one of them (decision 042): a keg, a bottle or a can.
 * Left out, both start at the packaging's smallest order and budget.
 */
export const customBeerRequestSchema = z
  .strictObject({
    name: optionalText(200, 'Name must be at most 200 characters'),
    email: singleLine({
      error: (issue) => (issue.input === undefined ? 'Email is required' : 'Please enter a valid email'),
    })
      .trim()
      .max(254, 'Please enter a valid email')
      .pipe(z.email('Please enter a valid email')),
    phone: optionalPhoneField(),
    occasion: z
      .array(z.enum(OCCASIONS, 'Unknown occasion'), 'Please choose at least one occasion')
      .min(1, 'Please choose at least one occasion')
      .max(OCCASIONS.length, 'Unknown occasion')
      .refine((list) => new Set(list).size === list.length, 'Each choice may appear only once'),
    quantity: z.int('Quantity must be a whole number').optional(),
    budgetPerKegMYR: z.int('Budget must be a whole number of ringgit').optional(),
    sliders: slidersSchema.default(DEFAULT_SLIDERS),
    aromas: aromasField.default([]),
    styles: stylesField.default([]),
    dietary: dietaryField.default([]),
    packaging: z.enum(PACKAGING_OPTIONS, 'Unknown packaging').default(CUSTOM_BEER_DEFAULTS.packaging),
    timeline: z.enum(TIMELINE_OPTIONS, 'Unknown timeline').default(CUSTOM_BEER_DEFAULTS.timeline),
    delivery: z.enum(DELIVERY_OPTIONS, 'Unknown delivery option').default(CUSTOM_BEER_DEFAULTS.delivery),
    notes: optionalText(NOTES_MAX_LENGTH, `Notes must be at most ${NOTES_MAX_LENGTH} characters`, multiLine),
    language: languageField,
  })
  .transform((brief, ctx) => {
    const rule = UNIT_RULES[brief.packaging];
    const words = UNIT_WORDS[rule.unit];
    const start = unitDefaults(brief.packaging);
    const quantity = brief.quantity ?? start.quantity;
    const budgetPerKegMYR = brief.budgetPerKegMYR ?? start.budgetMYR;
    if (quantity < rule.minQuantity || quantity > rule.maxQuantity) {
      ctx.addIssue({
        code: 'custom',
        path: ['quantity'],
        input: brief.quantity,
        message: `Number of ${words.many} must be from ${rule.minQuantity} to ${rule.maxQuantity.toLocaleString('en-MY')}`,
      });
    }
    if (budgetPerKegMYR < rule.minBudgetMYR || budgetPerKegMYR > rule.maxBudgetMYR) {
      ctx.addIssue({
        code: 'custom',
        path: ['budgetPerKegMYR'],
        input: brief.budgetPerKegMYR,
        message: `Budget per ${words.one} must be from ${ringgit(rule.minBudgetMYR)} to ${ringgit(rule.maxBudgetMYR)}`,
      });
    }
    return { ...brief, quantity, budgetPerKegMYR };
  });
export type CustomBeerRequestInput = z.input<typeof customBeerRequestSchema>;
export type CustomBeerRequest = z.infer<typeof customBeerRequestSchema>;

export const submitResponseSchema = z.object({ id: z.uuid(), summary: z.string() });
export type SubmitResponse = z.infer<typeof submitResponseSchema>;

/** One stored request as the admin list shows it. */
export const customBeerRequestViewSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  occasion: z.array(z.string()),
  quantity: z.number(),
  budgetPerKegMYR: z.number(),
  sliders: z.record(z.string(), z.number()).nullable(),
  aromas: z.array(z.string()),
  styles: z.array(z.string()),
  dietary: z.array(z.string()),
  packaging: z.string(),
  timeline: z.string(),
  delivery: z.string(),
  notes: z.string().nullable(),
  summaryText: z.string().nullable(),
  language: z.string(),
  createdAt: z.string(),
});
export type CustomBeerRequestView = z.infer<typeof customBeerRequestViewSchema>;
