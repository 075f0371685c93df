// The brewery's business profile: who sells, where, how to reach them, how payment works. How delivery
// works is not typed here: every page says it from the delivery rules (src/shared/delivery/,
// docs/decisions/041-delivery-words-from-the-rules.md), so no setting can contradict them.
// Malaysian e-commerce rules ask a shop to name its registered business, registration number, address
// and contacts, and to say how payment is made. Staff keep it in the database (one row, /admin/settings);
// until they save it the shop shows the demo values below, which are plainly fictitious.
import { z } from 'zod';
import { LANGUAGES, type Language } from './config.ts';
import { emailField } from './schemas/auth.ts';
import { multiLine, singleLine } from './schemas/text.ts';
import { NO_SOCIAL_LINKS, SOCIAL_NETWORKS, type SocialNetwork } from './social-links.ts';

const text = (label: string, max: number, kind: typeof singleLine = singleLine) =>
  kind(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** One text per shop language: customers read payment and delivery terms in theirs. */
const perLanguage = (label: string, max: number) =>
  z.strictObject(
    Object.fromEntries(LANGUAGES.map((lang) => [lang, text(`${label} (${lang})`, max, multiLine)])) as Record<
      Language,
      ReturnType<typeof text>
    >,
  );

/** SSM numbers: the 12-digit number (since 2019), optionally followed by the old one, e.g. 201901000005 (1312525-A). */
export const SSM_NUMBER = /^\d{12}( \(\d{1,7}-[A-Z]\))?$/;
const SSM_MESSAGE =
  'SSM registration number must be 12 digits, optionally followed by the old number like (1234567-A)';

const httpsAddress = z.url({ protocol: /^https$/, hostname: z.regexes.domain });
/** A page on a social network: an https:// address, or empty for none (the shop then shows no link). */
const socialLink = (label: string) =>
  singleLine(`${label} link must be text`)
    .trim()
    .max(300, `${label} link must be at most 300 characters`)
    .refine(
      (value) => value === '' || httpsAddress.safeParse(value).success,
      `${label} link must be a full https:// address, like https://www.${label.toLowerCase()}.com/yourbrewery`,
    );
const socialLinksSchema = z.strictObject(
  Object.fromEntries(
    Object.entries(SOCIAL_NETWORKS).map(([network, label]) => [network, socialLink(label)]),
  ) as Record<SocialNetwork, ReturnType<typeof socialLink>>,
);
export const businessProfileSchema = z.strictObject({
  legalName: text('Legal name', 200),
  ssmNumber: singleLine(SSM_MESSAGE).trim().regex(SSM_NUMBER, SSM_MESSAGE),
  address: text('Address', 500, multiLine),
  phone: singleLine('Phone is required')
    .trim()
    .regex(/^\+?[0-9][0-9 -]{6,22}$/, 'Phone must be digits, spaces or dashes, like +60 3-1234 5678'),
  email: emailField('Please enter a valid email'),
  whatsappNumber: singleLine('WhatsApp number is required')
    .trim()
    .regex(
      /^[1-9][0-9]{7,14}$/,
      'WhatsApp number must be 8 to 15 digits with the country code, like 60123456789',
    ),
  openingHoursWeekdays: text('Weekday opening hours', 60),
  openingHoursWeekends: text('Weekend opening hours', 60),
  paymentMethods: perLanguage('Payment methods', 1000),
  socialLinks: socialLinksSchema,
});
/** The profile as the shop answers it: the same fields, and any other field left out rather than refused. */
export const businessProfileAnswerSchema = z.object(businessProfileSchema.shape);
export type BusinessProfile = z.infer<typeof businessProfileSchema>;
export type BusinessProfileInput = z.input<typeof businessProfileSchema>;

/** Demo values: every one of them is made up and must be replaced before the shop opens. */
export const DEMO_BUSINESS_PROFILE: BusinessProfile = {
  legalName: 'Taproom Demo Brewery Sdn. Bhd. (fictitious)',
  ssmNumber: '202600000000 (0000000-X)',
  address: 'No. 0, Jalan Contoh 1/1, Taman Demo, 53300 Kuala Lumpur, Malaysia',
  phone: '+60 3-0000 0000',
  email: 'orders@taproom.example',
  whatsappNumber: '60000000000',
  openingHoursWeekdays: '9AM-6PM',
  openingHoursWeekends: '10AM-4PM',
  paymentMethods: {
    en: 'Pay by bank transfer or DuitNow after we confirm your order by phone.',
    ms: 'Bayar melalui pindahan bank atau DuitNow selepas kami mengesahkan pesanan anda melalui telefon.',
    zh: '我们通过电话确认订单后，请以银行转账或 DuitNow 付款。',
  },

  // No made-up accounts: the shop links to none until staff enter the brewery's own pages.
  socialLinks: NO_SOCIAL_LINKS,
};
