import { z } from 'zod';
import { emailField, loginSchema } from './auth.ts';

export { loginSchema as customerLoginSchema };

const name = (required: string) =>
  z.string().trim().min(1, required).max(100, 'Must be at most 100 characters');

/** Optional text: blank or missing both mean "not provided" and are stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const phone = optionalText(40);
const address = optionalText(1000);

/** Customer registration payload (SPEC §3, rules of SPEC §5). */
export const customerRegistrationSchema = z.strictObject({
  email: emailField('Invalid email address'),
  password: z.string().min(6, 'Password must be at least 6 characters').max(200, 'Password is too long'),
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  phone,
  address,
});
export type CustomerRegistrationInput = z.input<typeof customerRegistrationSchema>;
export type CustomerRegistration = z.infer<typeof customerRegistrationSchema>;

/** What a customer may change about themselves: never the email or the password. */
export const customerProfileUpdateSchema = z.strictObject({
  firstName: name('First name is required'),
  lastName: name('Last name is required'),
  phone,
  address,
});
export type CustomerProfileUpdateInput = z.input<typeof customerProfileUpdateSchema>;

/** The client-side customer profile (SPEC §3) plus the id. */
export const customerProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** A row of the admin customers list (SPEC §3 "Admin customers list rows"). */
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
