// What the audit trail keeps of a change: the fields that differ, never a secret, at any depth.
import { expect, test } from 'vitest';
import { changedFields } from './record.ts';

test('only the fields whose values differ are kept, on the side that has them', () => {
  expect(
    changedFields(
      { name: 'Kelip Stout', abv: '6.50', style: null, tags: ['dark'] },
      { name: 'Kelip Stout', abv: '7.00', style: 'Stout', tags: ['dark'] },
    ),
  ).toEqual({ before: { abv: '6.50', style: null }, after: { abv: '7.00', style: 'Stout' } });
  expect(changedFields(undefined, { size: '330 ml', note: null })).toEqual({
    before: {},
    after: { size: '330 ml' },
  });
  expect(changedFields({ size: '330 ml' }, undefined)).toEqual({ before: { size: '330 ml' }, after: {} });
});

test('passwords, hashes, tokens and secrets are dropped, however deep and however named', () => {
  const changes = changedFields(
    { passwordHash: '$argon2id$old', profile: { resetToken: 'abc', phone: '1' } },
    {
      passwordHash: '$argon2id$new',
      profile: { resetToken: 'def', phone: '2', nested: [{ clientSecret: 's' }] },
      Password: 'hunter2',
    },
  );
  expect(changes).toEqual({
    before: { profile: { phone: '1' } },
    after: { profile: { phone: '2', nested: [{}] } },
  });
  expect(JSON.stringify(changes)).not.toMatch(/argon|abc|def|hunter2|"s"/);
});
