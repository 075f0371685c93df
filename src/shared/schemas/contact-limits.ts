/** Lengths of the contact form's fields (docs/rules/messages.md), without the schema, for the form's inputs. */
export const CONTACT_LIMITS = { name: 200, email: 254, phone: 40, message: 5000, messageMin: 10 } as const;
