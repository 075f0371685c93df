import { expect, test } from 'vitest';
import { deliveryRefusal, deliveryShortfallSen, postcodeOf, qualifiesForDelivery } from './delivery-rules.ts';

const cans = ['330ML Can'];
const atMinimum = { itemTotalSen: 15_000, sizes: cans };

test('home delivery starts at an item total of RM 150.00', () => {
  expect(qualifiesForDelivery(14_999)).toBe(false);
  expect(qualifiesForDelivery(15_000)).toBe(true);
  expect(deliveryShortfallSen(6_800)).toBe(8_200);
  expect(deliveryShortfallSen(20_000)).toBe(0);
  expect(deliveryRefusal({ ...atMinimum, itemTotalSen: 14_999, address: '59100 Kuala Lumpur' })).toBe(
    'below-minimum',
  );
});

test("an address's postcode is its last five-digit group", () => {
  expect(postcodeOf('No. 12, Jalan 14/22, 46100 Petaling Jaya')).toBe('46100');
  expect(postcodeOf('Lot 12345, Jalan Besar, 43000 Kajang')).toBe('43000');
  expect(postcodeOf('1 Orchard Road, Singapore 238824')).toBeNull();
  expect(postcodeOf('Jalan Ampang, Kuala Lumpur')).toBeNull();
});

test('the Klang Valley is served, the rest of Malaysia only with a keg', () => {
  for (const address of [
    '8 Jalan Telawi, 59100 Kuala Lumpur',
    'Seksyen 13, 40100 Shah Alam',
    'Jalan Meru, 41050 Klang',
    'Bandar Baru Bangi, 43650 Selangor',
    'SS15, 47500 Subang Jaya',
    'Persiaran APEC, 63000 Cyberjaya',
    'Taman Melawati, 68100 Kuala Lumpur',
  ]) {
    expect(deliveryRefusal({ ...atMinimum, address }), address).toBeNull();
  }
  for (const address of [
    '10 Lebuh Chulia, 10200 George Town',
    'Jalan Gaya, 88000 Kota Kinabalu',
    'Kuala Selangor, 45000 Selangor',
    'Johor Bahru 80000',
  ]) {
    expect(deliveryRefusal({ ...atMinimum, address }), address).toBe('outside-area');
    expect(deliveryRefusal({ ...atMinimum, sizes: ['20L Keg'], address }), address).toBeNull();
  }
  expect(deliveryRefusal({ ...atMinimum, sizes: ['20L Keg'], address: 'Singapore 238824' })).toBe(
    'no-postcode',
  );
  expect(deliveryRefusal({ ...atMinimum, sizes: ['20L Keg'], address: '00500 Nowhere' })).toBe(
    'outside-area',
  );
});
