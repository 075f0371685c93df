// The contact form's checks without a forms library on the first load
// (docs/decisions/015-first-load-without-framework-extras.md). The fields keep their own values; the
// shared schema, loaded at the first check, checks them on submit, and after a submit again at every
// change of a field (that field's message comes or goes). A submit with a mistake moves the focus to the
// first field in error; a valid one gives the checked (trimmed) message.
import { useRef, useState, type FormEvent } from 'react';
import type * as ContactSchemas from '../../../shared/schemas/contact.ts';
import type { ContactMessage, ContactMessageInput } from '../../../shared/schemas/contact.ts';

export type ContactField = keyof ContactMessageInput;
const FIELDS: readonly ContactField[] = ['name', 'email', 'phone', 'message'];
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

type Schema = typeof ContactSchemas.contactMessageSchema;
let loading: Promise<Schema> | null = null;
const loadSchema = (): Promise<Schema> =>
  (loading ??= import('../../../shared/schemas/contact.ts').then(
    (module) => module.contactMessageSchema,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  ));

async function check(
  values: ContactMessageInput,
): Promise<{ message?: ContactMessage; invalid: Set<ContactField> }> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { message: result.data, invalid: new Set() };
  return { invalid: new Set(result.error.issues.map((issue) => issue.path[0] as ContactField)) };
}

export function useContactForm() {
  const elements = useRef(new Map<ContactField, FieldElement>());
  const submitted = useRef(false);
  const [invalid, setInvalid] = useState<ReadonlySet<ContactField>>(new Set());

  const values = (): ContactMessageInput => {
    const read = (field: ContactField) => elements.current.get(field)?.value ?? '';
    return { name: read('name'), email: read('email'), phone: read('phone'), message: read('message') };
  };

  const recheck = (field: ContactField) => {
    if (!submitted.current) return;
    void check(values()).then(({ invalid: now }) =>
      setInvalid((before) => {
        const next = new Set(before);
        if (now.has(field)) next.add(field);
        else next.delete(field);
        return next;
      }),
    );
  };

  const field = (name: ContactField) => ({
    name,
    ref: (element: FieldElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
    onChange: () => recheck(name),
  });

  /** The checked message, or null when a field is in error (the first such field takes the focus). */
  const submit = async (event: FormEvent): Promise<ContactMessage | null> => {
    event.preventDefault();
    submitted.current = true;
    const { message, invalid: found } = await check(values());
    setInvalid(found);
    if (!message) elements.current.get(FIELDS.find((name) => found.has(name)) ?? 'name')?.focus();
    return message ?? null;
  };

  /** Empties the fields and forgets the messages, as before the first submit. */
  const reset = () => {
    for (const element of elements.current.values()) element.value = '';
    submitted.current = false;
    setInvalid(new Set());
  };

  return { field, invalid, submit, reset };
}
