import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_BUSINESS_PROFILE, type BusinessProfile } from '../../../shared/business-profile.ts';
import { NO_SOCIAL_LINKS } from '../../../shared/social-links.ts';
import { businessProfile } from '../../db/schema.ts';
import { signInAdmin } from '../../test-support/admin-session.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test-support/test-app.ts';

let t: TestApp;
let admin: TestClient;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signInAdmin(t);
});
afterAll(() => t.close());

const real: BusinessProfile = {
  ...DEMO_BUSINESS_PROFILE,
  legalName: 'Hornbill Brewing Sdn. Bhd.',
  ssmNumber: '202301012345 (1234567-A)',
  address: '12 Jalan Kilang, 47301 Petaling Jaya, Selangor',
  phone: '+60 3-7777 8888',
  email: 'hello@hornbill.my',
  whatsappNumber: '60127778888',
  paymentMethods: { en: 'Bank transfer only.', ms: 'Pindahan bank sahaja.', zh: '仅限银行转账。' },
};

test('until staff save the settings, the shop shows the plainly fictitious demo profile', async () => {
  const res = await t.client().get('/api/business-profile');
  expect(res.status).toBe(200);
  expect(res.body).toEqual(DEMO_BUSINESS_PROFILE);
  expect(res.body.legalName).toMatch(/fictitious/);
  expect(res.body.paymentMethods.en).toBe(
    'Pay by bank transfer or DuitNow after we confirm your order by phone.',
  );
});

test('visitors cannot read or change the settings', async () => {
  expect((await t.client().get('/api/admin/settings')).status).toBe(401);
  expect((await t.client().put('/api/admin/settings', real)).status).toBe(401);
  expect((await t.client().get('/api/business-profile')).body.legalName).toBe(
    DEMO_BUSINESS_PROFILE.legalName,
  );
});

test('staff save the profile and the public profile shows it at once', async () => {
  const saved = await admin.put('/api/admin/settings', real);
  expect(saved.status).toBe(200);
  expect(saved.body).toEqual(real);
  expect((await admin.get('/api/admin/settings')).body).toEqual(real);
  expect((await t.client().get('/api/business-profile')).body).toEqual(real);
  // Saving twice keeps the one row.
  await admin.put('/api/admin/settings', { ...real, phone: '+60 3-7777 9999' });
  expect(await t.database.db.select().from(businessProfile)).toHaveLength(1);
  expect((await t.client().get('/api/business-profile')).body.phone).toBe('+60 3-7777 9999');
});

const badProfiles: [string, Record<string, unknown>, RegExp][] = [
  ['an SSM number of the wrong shape', { ssmNumber: '12345' }, /SSM registration number/],
  ['a blank legal name', { legalName: '  ' }, /Legal name is required/],
  ['a bad email', { email: 'not-mail' }, /valid email/],
  ['a WhatsApp number with a plus', { whatsappNumber: '+60127778888' }, /WhatsApp number/],
  ['a missing Chinese payment text', { paymentMethods: { en: 'a', ms: 'b' } }, /Payment methods \(zh\)/],
  ['an unknown field', { logo: 'x' }, /./],
  [
    'a Facebook link over plain http',
    { socialLinks: { ...NO_SOCIAL_LINKS, facebook: 'http://facebook.com/hornbill' } },
    /Facebook link must be a full https:\/\/ address/,
  ],
  [
    'an Instagram link that is no address',
    { socialLinks: { ...NO_SOCIAL_LINKS, instagram: '@hornbill' } },
    /Instagram link must be a full https:\/\/ address/,
  ],
  [
    'a script address for TikTok',
    { socialLinks: { ...NO_SOCIAL_LINKS, tiktok: 'javascript:alert(1)' } },
    /TikTok link must be a full https:\/\/ address/,
  ],
  [
    'an unknown network',
    { socialLinks: { ...NO_SOCIAL_LINKS, myspace: 'https://myspace.com/hornbill' } },
    /myspace/,
  ],
];

for (const [name, patch, message] of badProfiles) {
  test(`${name} is refused with 400 and changes nothing`, async () => {
    const before = (await t.client().get('/api/business-profile')).body;
    const res = await admin.put('/api/admin/settings', { ...real, ...patch });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(message);
    expect((await t.client().get('/api/business-profile')).body).toEqual(before);
  });
}

test('social links are saved trimmed, shown on the public profile, and gone when cleared', async () => {
  const links = {
    facebook: ' https://www.facebook.com/hornbillbrewing ',
    instagram: '',
    tiktok: 'https://www.tiktok.com/@hornbill',
  };
  const saved = await admin.put('/api/admin/settings', { ...real, socialLinks: links });
  expect(saved.status).toBe(200);
  const expected = {
    ...NO_SOCIAL_LINKS,
    facebook: 'https://www.facebook.com/hornbillbrewing',
    tiktok: 'https://www.tiktok.com/@hornbill',
  };
  expect((await t.client().get('/api/business-profile')).body.socialLinks).toEqual(expected);

  await admin.put('/api/admin/settings', { ...real, socialLinks: NO_SOCIAL_LINKS });
  expect((await t.client().get('/api/business-profile')).body.socialLinks).toEqual(NO_SOCIAL_LINKS);
});

test('a profile saved before social links existed reads as having none', async () => {
  const { socialLinks: _dropped, ...older } = real;
  await t.database.db.update(businessProfile).set({ profile: older as BusinessProfile });
  t.app.businessProfile.invalidate(); // as a restart would: the kept profile was read before the change
  expect((await t.client().get('/api/business-profile')).body).toEqual({
    ...real,
    socialLinks: NO_SOCIAL_LINKS,
  });
});

test('a profile saved with the old delivery text keeps its other fields, and the text is neither shown nor accepted', async () => {
  const older = { ...real, deliveryAreas: { en: 'Anywhere, free', ms: 'x', zh: 'x' } };
  await t.database.db.update(businessProfile).set({ profile: older });
  t.app.businessProfile.invalidate();
  const shown = await t.client().get('/api/business-profile');
  expect(shown.body).toEqual(real);
  const refused = await admin.put('/api/admin/settings', {
    ...real,
    deliveryAreas: { en: 'Anywhere, free', ms: 'x', zh: 'x' },
  });
  expect(refused.status).toBe(400);
  expect((await t.client().get('/api/business-profile')).body).toEqual(real);
});
