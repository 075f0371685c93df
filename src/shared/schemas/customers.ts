import { z } from 'zod';
import {
  newPasswordField,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordMessages,
} from '../passwords.ts';
import { INVALID_PHONE, optionalPhoneField } from '../phone-number.ts';
import { emailField, loginSchema } from './auth.ts';
import { NOTICE_VERSION_REQUIRED, noticeVersionField } from './consent.ts';
import { INVALID_CHARACTERS, multiLine, optionalText, singleLine } from './text.ts';

/** The English texts; the customer forms pass translated ones. */
export const customerMessages = {
  invalidEmail: 'Invalid email address',
  passwordTooShort: passwordMessages.passwordTooShort,
  passwordTooLong: passwordMessages.passwordTooLong,
  passwordTooCommon: passwordMessages.passwordTooCommon,
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  tooLong: 'Must be at most {{max}} characters',
  invalidCharacters: INVALID_CHARACTERS,
  invalidPhone: INVALID_PHONE,
};
export type CustomerMessages = typeof customerMessages;

export const CUSTOMER_LIMITS = { name: 100, phone: 40, address: 1000 } as const;

const tooLong = (m: CustomerMessages, max: number) => m.tooLong.replace('{{max}}', () => String(max));

const name = (required: string, m: CustomerMessages) =>
  singleLine(required, m.invalidCharacters)
    .trim()
    .min(1, required)
    .max(CUSTOMER_LIMITS.name, tooLong(m, CUSTOMER_LIMITS.name));

/** Optional text: blank or missing both mean "not provided" and are stored as null. */
const optionalCustomerText = (text: typeof singleLine, max: number, m: CustomerMessages) =>
  optionalText(max, { text, tooLong: tooLong(m, max), invalid: m.invalidCharacters });

/** Signing in checks only the length; a password chosen now must also not be a common one. */
const password = (m: CustomerMessages) =>
  singleLine(m.passwordTooShort, m.invalidCharacters)
    .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, m.passwordTooLong);

const profileFields = (m: CustomerMessages) => ({
  firstName: name(m.firstNameRequired, m),
  lastName: name(m.lastNameRequired, m),
  phone: optionalPhoneField(m.invalidPhone),
  address: optionalCustomerText(multiLine, CUSTOMER_LIMITS.address, m),
});

export const customerLoginFormSchema = (m: CustomerMessages = customerMessages) =>
  z.strictObject({ email: emailField(m.invalidEmail), password: password(m) });

/** Customer sign-in payload: the same rules as the staff one (src/shared/schemas/auth.ts). */
export const customerLoginSchema = loginSchema;

/** Customer registration payload (docs/rules/accounts.md). */
export const customerRegistrationFormSchema = (m: CustomerMessages = customerMessages) =>
  z
    .strictObject({
      email: emailField(m.invalidEmail),
      password: newPasswordField(m),
      ...profileFields(m),
      /** "Send me news and offers by email": a separate choice, off unless ticked (docs/rules/messages.md). */
      marketingConsent: z.boolean().optional(),
      /** The privacy-notice version the form showed; required when the choice is ticked. */
      noticeVersion: noticeVersionField.optional(),
    })
    .superRefine((value, ctx) => {
      if (value.marketingConsent && value.noticeVersion === undefined) {
        ctx.addIssue({ code: 'custom', path: ['noticeVersion'], message: NOTICE_VERSION_REQUIRED });
      }
    });
export const customerRegistrationSchema = customerRegistrationFormSchema();
export type CustomerRegistrationInput = z.input<typeof customerRegistrationSchema>;
export type CustomerRegistration = z.infer<typeof customerRegistrationSchema>;

/** What a customer may change about themselves: never the email or the password. */
export const customerProfileUpdateFormSchema = (m: CustomerMessages = customerMessages) =>
  z.strictObject(profileFields(m));
export const customerProfileUpdateSchema = customerProfileUpdateFormSchema();
export type CustomerProfileUpdateInput = z.input<typeof customerProfileUpdateSchema>;

/** The client-side customer profile plus the id. */
export const customerProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** Whether the customer followed the link mailed to this address (docs/rules/accounts.md). */
  emailVerified: z.boolean(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** A row of the admin customers list with its order figures. */
export const adminCustomerSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
  orderCount: z.number(),
  /** Completed orders only: the base of totalSpent and of the average order value. */
  completedOrderCount: z.number(),
  totalSpent: z.number(),
  lastOrderDate: z.string().nullable(),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;
