// Links behind 'Reply via Email' and 'Call Customer' (docs/rules/messages.md).

export interface ReplyDraft {
  subject: string;
  greeting: string;
  thanks: string;
  placeholder: string;
  signature: string;
}

/** mailto: with the subject and a draft: greeting, thank-you, a place for the reply, the team signature. */
export function replyMailto(email: string, draft: ReplyDraft): string {
  const body = [draft.greeting, '', draft.thanks, '', draft.placeholder, '', draft.signature].join('\n');
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(draft.subject)}&body=${encodeURIComponent(body)}`;
}

/** tel: with only what a dialler understands; null when there is no number to call. */
export function phoneLink(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/[^\d+]/g, '');
  return /\d/.test(digits) ? `tel:${digits}` : null;
}
