// The forms run the same text rule as the server, with the message in the shopper's language.
import { expect, test } from 'vitest';
import { checkoutFormSchema, checkoutMessages } from './orders.ts';
import { customerMessages, customerRegistrationFormSchema } from './customers.ts';
import { multiLine, singleLine } from './text.ts';

test('one-line text refuses every control character and lone surrogate; printable text of any script passes', () => {
  for (let code = 0; code < 0x20; code++) {
    expect(singleLine().safeParse(`a${String.fromCharCode(code)}b`).success).toBe(false);
  }
  for (const bad of ['\u007f', '\u0085', '\u009f', '\ud800', '\udfff', 'x\udc00']) {
    expect(singleLine().safeParse(bad).success).toBe(false);
  }
  expect(singleLine().safeParse('Lim 林 Ñandú 🍺 ‎').success).toBe(true);
});

test('multi-line text keeps tab and line breaks but no other control character', () => {
  expect(multiLine().safeParse('line one\r\nline two\n\tindented').success).toBe(true);
  expect(multiLine().safeParse('bell\u0007').success).toBe(false);
  expect(multiLine().safeParse('nul\u0000').success).toBe(false);
});

test('the registration and checkout forms name the field with the message in their language', () => {
  const register = customerRegistrationFormSchema({
    ...customerMessages,
    invalidCharacters: 'Sila buang aksara kawalan',
  });
  const result = register.safeParse({
    email: 'a@example.my',
    password: 'secret1',
    firstName: 'A\u0000',
    lastName: 'B',
  });
  expect(result.error?.issues).toContainEqual(
    expect.objectContaining({ path: ['firstName'], message: 'Sila buang aksara kawalan' }),
  );
  const checkout = checkoutFormSchema({ ...checkoutMessages, invalidCharacters: '请删除控制字符' });
  const order = checkout.safeParse({
    customerName: 'Ah Meng',
    customerEmail: 'a@example.my',
    deliveryOption: 'pickup',
    notes: 'ring\u0007',
    registrationChoice: 'skip',
    newCustomerPassword: '',
    kegDispenserRental: false,
  });
  expect(order.error?.issues).toContainEqual(
    expect.objectContaining({ path: ['notes'], message: '请删除控制字符' }),
  );
});
