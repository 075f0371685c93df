import type { ContactMessage } from '../../../shared/schemas/contact.ts';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export async function insertContactMessage(
  db: DbOrTx,
  input: ContactMessage,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone ? input.phone : null,
      message: input.message,
      language: input.language ?? 'en',
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}
