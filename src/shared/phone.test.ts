import { expect, test } from 'vitest';
import { customerWhatsappLink, telLink } from './phone.ts';

test('local Malaysian numbers become international ones for calls and WhatsApp', () => {
  expect(telLink('012-345 6789')).toBe('tel:+60123456789');
  expect(customerWhatsappLink('012-345 6789')).toBe('https://wa.me/60123456789');
  expect(telLink('+60 12-345 6789')).toBe('tel:+60123456789');
  expect(telLink('60123456789')).toBe('tel:+60123456789');
  expect(customerWhatsappLink('+65 9123 4567', 'Hi TR-1001')).toBe(
    'https://wa.me/6591234567?text=Hi%20TR-1001',
  );
  expect(telLink('0065 9123 4567')).toBe('tel:+6591234567');
});

test('text without a usable number gives no link', () => {
  expect(telLink('call me')).toBeNull();
  expect(customerWhatsappLink('12')).toBeNull();
  expect(telLink('')).toBeNull();
});
