import { z } from 'zod';
import { singleLine } from './text.ts';
import { STAFF_ROLES } from '../staff-permissions.ts';

export const emailField = (message: string) => singleLine().trim().max(254, message).pipe(z.email(message));

/** Sign-in payload for customers and staff (docs/rules/accounts.md). */
export const loginSchema = z.strictObject({
  email: emailField('Invalid email address'),
  password: singleLine().min(6, 'Password must be at least 6 characters').max(200, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** The staff member a sign-in opened a session for. */
export const staffSignInSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(STAFF_ROLES),
});

/** Who is signed in as staff, or null for everyone else. */
export const signedInStaffSchema = staffSignInSchema
  .extend({
    profileImageUrl: z.string().nullable(),
    twoFactorEnabled: z.boolean(),
    twoFactorRequired: z.boolean(),
  })
  .nullable();
