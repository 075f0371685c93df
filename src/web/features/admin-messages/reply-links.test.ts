import { expect, test } from 'vitest';
import { phoneLink, replyMailto } from './reply-links.ts';

const draft = {
  subject: 'Re: Your inquiry',
  greeting: 'Dear Farah & family,',
  thanks: 'Thank you for contacting Taproom.',
  placeholder: '[Your reply here]',
  signature: 'Best regards,\nThe Taproom Team',
};

test('the reply opens a draft to the sender with the subject and the body lines', () => {
  const link = replyMailto('farah+beer@example.my', draft);
  const url = new URL(link);
  expect(url.protocol).toBe('mailto:');
  expect(decodeURIComponent(url.pathname)).toBe('farah+beer@example.my');
  expect(url.searchParams.get('subject')).toBe('Re: Your inquiry');
  expect(url.searchParams.get('body')).toBe(
    'Dear Farah & family,\n\nThank you for contacting Taproom.\n\n[Your reply here]\n\nBest regards,\nThe Taproom Team',
  );
});

test('a sender address cannot add recipients or headers to the draft', () => {
  const link = replyMailto('a@example.my?bcc=evil@example.com', draft);
  expect(link.startsWith('mailto:a@example.my%3Fbcc%3Devil@example.com?subject=')).toBe(true);
});

test('the phone link keeps digits and a leading plus, and is absent without a number', () => {
  expect(phoneLink('+60 3-1234 5678')).toBe('tel:+60312345678');
  expect(phoneLink('')).toBeNull();
  expect(phoneLink(null)).toBeNull();
  expect(phoneLink(' - ')).toBeNull();
});
