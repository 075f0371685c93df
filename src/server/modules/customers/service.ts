// Customer sign-up and sign-in rules (docs/rules/accounts.md): one generic answer for a wrong email or a wrong
// password, a per-account lockout, and argon2id hashes.
import type { Db } from '../../db/client.ts';
import type { CustomerRegistration, CustomerProfile } from '../../../shared/schemas/customers.ts';
import type { LoginInput } from '../../../shared/schemas/auth.ts';
import { hashPassword, timingDummyHash, verifyPassword } from '../../auth/password.ts';
import { clearFailures, isLockedOut, recordFailure } from '../../auth/login-attempts.ts';
import { conflict, HttpError, unauthorized } from '../../http-error.ts';
import { emailIsTaken, findCustomerForSignIn, insertCustomer } from './repository.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const LOCKED_OUT = 'Too many failed sign-in attempts. Please try again later.';

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function registerCustomer(db: Db, input: CustomerRegistration): Promise<CustomerProfile> {
  const email = input.email.toLowerCase();
  if (await emailIsTaken(db, email)) throw conflict(EMAIL_TAKEN);
  const password = await hashPassword(input.password);
  try {
    return await insertCustomer(db, { ...input, email, password });
  } catch (error) {
    // Two sign-ups for the same address at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/** Returns the customer id when the email and password match an active account. */
export async function authenticateCustomer(db: Db, input: LoginInput): Promise<string> {
  const email = input.email.toLowerCase();
  if (await isLockedOut(db, 'customer', email)) throw new HttpError(429, LOCKED_OUT);
  const customer = await findCustomerForSignIn(db, email);
  const ok = await verifyPassword(input.password, customer?.password ?? (await timingDummyHash()));
  if (!customer || !ok || !customer.isActive) {
    await recordFailure(db, 'customer', email);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await clearFailures(db, 'customer', email);
  return customer.id;
}
