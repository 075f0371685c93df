import { expect, test } from 'vitest';
import { INVALID_PHONE, optionalPhoneField, readablePhone, toE164 } from './phone-number.ts';

test('Malaysian numbers as people write them and international ones become E.164', () => {
  expect(toE164('012-345 6789')).toBe('+60123456789');
  expect(toE164(' +60 12-345 6789 ')).toBe('+60123456789');
  expect(toE164('03-4021 1234')).toBe('+60340211234');
  expect(toE164('(011) 2345 6789')).toBe('+601123456789');
  expect(toE164('+65 9123 4567')).toBe('+6591234567');
  expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
});

test('letters, too few or too many digits and a country code alone are no number', () => {
  for (const text of [
    'abc',
    '012-345 678x',
    'call 0123456789',
    '0123',
    '12',
    '+60',
    '+',
    '012345678901234567',
    '',
  ]) {
    expect(toE164(text), text).toBeNull();
  }
});

test('the field is optional: blank is null, a bad number names the rule in the given words', () => {
  const field = optionalPhoneField('Nombor telefon tidak sah');
  expect(field.parse(undefined)).toBeNull();
  expect(field.parse('   ')).toBeNull();
  expect(field.parse('012-345 6789')).toBe('+60123456789');
  expect(field.safeParse('abc').error?.issues.map((issue) => issue.message)).toEqual([
    'Nombor telefon tidak sah',
  ]);
  expect(optionalPhoneField().safeParse('+60').error?.issues[0]?.message).toBe(INVALID_PHONE);
});

test('staff and customers read a stored number as it is written locally, or with its country code', () => {
  expect(readablePhone('+60127778888')).toBe('012-777 8888');
  expect(readablePhone('+60312345678')).toBe('03-1234 5678');
  expect(readablePhone('+6591234567')).toBe('+65 9123 4567');
  // Numbers kept before they were normalised are shown as they were typed.
  expect(readablePhone('ask at the taproom')).toBe('ask at the taproom');
});
