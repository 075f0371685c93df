// SQL for customer accounts. Emails are stored lower-cased and always compared through lower(), so an
// address typed in another case finds the same account.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers } from '../../db/schema.ts';
import type { CustomerProfile } from '../../../shared/schemas/customers.ts';

const profileColumns = {
  id: customers.id,
  email: customers.email,
  firstName: customers.firstName,
  lastName: customers.lastName,
  phone: customers.phone,
  address: customers.address,
  emailVerified: sql<boolean>`${customers.emailVerifiedAt} is not null`,
};

export async function findCustomerForSignIn(db: DbOrTx, email: string) {
  const [row] = await db
    .select({
      id: customers.id,
      email: customers.email,
      password: customers.password,
      isActive: customers.isActive,
      language: customers.language,
    })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
  return row ?? null;
}

export async function emailIsTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(sql`lower(${customers.email})`, email.toLowerCase()));
  return Boolean(row);
}

export async function insertCustomer(
  db: DbOrTx,
  values: Omit<CustomerProfile, 'id' | 'emailVerified'> & { password: string; language: string },
): Promise<CustomerProfile> {
  const [row] = await db.insert(customers).values(values).returning(profileColumns);
  if (!row) throw new Error('Customer insert returned nothing');
  return row;
}

/** Remembers the language the customer signed in with, for the mails only they receive. */
export async function rememberLanguage(db: DbOrTx, customerId: string, language: string): Promise<void> {
  await db.update(customers).set({ language }).where(eq(customers.id, customerId));
}

export async function findProfile(db: DbOrTx, customerId: string): Promise<CustomerProfile | null> {
  const [row] = await db.select(profileColumns).from(customers).where(eq(customers.id, customerId));
  return row ?? null;
}

export async function updateProfile(
  db: DbOrTx,
  customerId: string,
  values: Pick<CustomerProfile, 'firstName' | 'lastName' | 'phone' | 'address'>,
): Promise<CustomerProfile | null> {
  const [row] = await db
    .update(customers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(customers.id, customerId))
    .returning(profileColumns);
  return row ?? null;
}
