// TRUST_PROXY as the server reads it: which peers may name the client, for every form the setting takes.
import { expect, test } from 'vitest';
import { trustedProxies } from './trusted-proxies.ts';

test('off, or no hop, trusts no peer', () => {
  expect(trustedProxies(false)).toBe(false);
  expect(trustedProxies(0)).toBe(false);
});

test('a hop count trusts that many proxies in front, whatever their addresses', () => {
  const trusts = trustedProxies(2);
  if (!trusts) throw new Error('expected a trust function');
  expect([0, 1, 2].map((hop) => trusts('203.0.113.9', hop))).toEqual([true, true, false]);
});

test('a list trusts its addresses and ranges at any hop, and no other address', () => {
  const trusts = trustedProxies(['loopback', '10.0.0.0/8']);
  if (!trusts) throw new Error('expected a trust function');
  expect(trusts('127.0.0.1', 0)).toBe(true);
  expect(trusts('::ffff:127.0.0.1', 0)).toBe(true);
  expect(trusts('10.20.30.40', 1)).toBe(true);
  expect(trusts('203.0.113.9', 0)).toBe(false);
  expect(trusts('not an address', 0)).toBe(false);
});

test('answers stay right past the number of addresses kept', () => {
  const trusts = trustedProxies(['10.0.0.0/8']);
  if (!trusts) throw new Error('expected a trust function');
  for (let i = 0; i < 3000; i++) {
    const inside = `10.0.${i >> 8}.${i & 255}`;
    const outside = `192.0.${i >> 8}.${i & 255}`;
    expect([trusts(inside, 0), trusts(outside, 0)]).toEqual([true, false]);
  }
  expect(trusts('10.0.0.1', 0)).toBe(true);
  expect(trusts('192.0.0.1', 0)).toBe(false);
});
