// Customer sign-up and sign-in rules (docs/rules/accounts.md): one generic answer for a wrong email or a
// wrong password, argon2id hashes, and the same work whether or not the email is known (a hash is always
// computed), so the answer time does not tell which emails have accounts. Throttling sits around these
// (src/server/auth).
import type { Db, Tx } from '../../db/client.ts';
import type { CustomerRegistration, CustomerProfile } from '../../../shared/schemas/customers.ts';
import type { LoginInput } from '../../../shared/schemas/auth.ts';
import { hashPassword, timingDummyHash, verifyPassword } from '../../auth/password.ts';
import type { PasswordCheck } from '../../auth/sign-in-guard.ts';
import type { Language } from '../../../shared/config.ts';
import { conflict } from '../../http-error.ts';
import { emailIsTaken, findCustomerForSignIn, insertCustomer } from './repository.ts';

export const EMAIL_TAKEN = 'An account with this email already exists';
export const INVALID_CREDENTIALS = 'Invalid email or password';

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** `then` runs in the account's transaction once it exists (e.g. recording a marketing consent). */
export async function registerCustomer(
  db: Db,
  input: Omit<CustomerRegistration, 'marketingConsent' | 'noticeVersion'>,
  language: Language,
  then?: (tx: Tx, profile: CustomerProfile) => Promise<void>,
): Promise<CustomerProfile> {
  const email = input.email.toLowerCase();
  const password = await hashPassword(input.password);
  if (await emailIsTaken(db, email)) throw conflict(EMAIL_TAKEN);
  const { firstName, lastName, phone, address } = input;
  try {
    return await db.transaction(async (tx) => {
      const profile = await insertCustomer(tx, {
        firstName,
        lastName,
        phone,
        address,
        email,
        password,
        language,
      });
      if (then) await then(tx, profile);
      return profile;
    });
  } catch (error) {
    // Two sign-ups for the same address at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/** Checks the email and password against an active account; a known account is named as the owner. */
export async function checkCustomerPassword(db: Db, input: LoginInput): Promise<PasswordCheck<string>> {
  const customer = await findCustomerForSignIn(db, input.email);
  const ok = await verifyPassword(input.password, customer?.password ?? (await timingDummyHash()));
  if (customer && ok && customer.isActive) return { ok: true, value: customer.id };
  const owner = customer?.isActive ? { email: customer.email, language: customer.language } : undefined;
  return { ok: false, owner };
}
