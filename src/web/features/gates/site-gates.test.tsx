// @vitest-environment happy-dom
// The access and age gates as a visitor meets them: the page's own markup (index.html) driven by
// static-gates.ts, loaded afresh for each visit, with the site behind them (SiteGates).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import { shopConfig } from '../../../shared/config.ts';
import { STORAGE_KEYS } from '../../lib/browser/storage.ts';
import { resetScreensBetweenTests } from '../../test-support/render-screen.tsx';

resetScreensBetweenTests();

const pageBody = /<body>([\s\S]*)<\/body>/
  .exec(readFileSync(join(import.meta.dirname, '../../../../index.html'), 'utf8'))?.[1]
  ?.replace(/<script[\s\S]*?<\/script>/g, '');
const HOME = 'http://localhost:3000/';

// The under-age answer leaves for another site; the next visit starts on the shop again.
afterEach(() => {
  window.location.href = HOME;
});

/** A page load: the stored choices, then the gates' script and the site, as main.ts starts them. */
async function visit(stored: { access?: boolean; age?: boolean } = {}) {
  if (stored.access) localStorage.setItem(STORAGE_KEYS.access, 'true');
  if (stored.age) localStorage.setItem(STORAGE_KEYS.ageVerified, 'true');
  document.body.innerHTML = pageBody ?? '';
  vi.resetModules();
  await import('./static-gates.ts');
  const { SiteGates } = await import('./site-gates.tsx');
  const root = document.getElementById('root') ?? undefined;
  render(
    <SiteGates>
      <h1>Our brews</h1>
    </SiteGates>,
    { container: root },
  );
  return userEvent.setup({ delay: null });
}

const codeField = () => screen.getByLabelText('Access code');
const enterButton = () => screen.getByRole('button', { name: 'Enter the Taproom' });

test('a first visit meets the access gate, with the site hidden behind it', async () => {
  await visit();
  expect(screen.getByRole('dialog', { name: 'Welcome to the Taproom' })).toBeVisible();
  expect(codeField()).toHaveFocus();
  expect(enterButton()).toBeDisabled();
  expect(screen.queryByRole('heading', { name: 'Our brews' })).not.toBeInTheDocument();
});

test('a wrong code is refused with a message, and typing again clears it', async () => {
  const user = await visit();
  await user.type(codeField(), 'GUESS{Enter}');

  expect(screen.getByRole('alert')).toHaveTextContent('Invalid access code. Please try again.');
  expect(codeField()).toHaveValue('');
  expect(codeField()).toHaveAttribute('aria-invalid');
  expect(enterButton()).toBeDisabled();
  expect(localStorage.getItem(STORAGE_KEYS.access)).toBeNull();

  await user.type(codeField(), 'T');
  expect(screen.getByRole('alert')).toHaveTextContent('');
  expect(enterButton()).toBeEnabled();
});

test('the code can be shown while typing', async () => {
  const user = await visit();
  await user.type(codeField(), 'TAP');
  expect(codeField()).toHaveAttribute('type', 'password');
  await user.click(screen.getByRole('button', { name: 'Show access code' }));
  expect(codeField()).toHaveAttribute('type', 'text');
  expect(screen.getByRole('button', { name: 'Hide access code' })).toHaveAttribute('aria-pressed', 'true');
});

test('the right code, even pasted with spaces, leads to the age question', async () => {
  const user = await visit();
  await user.click(codeField());
  await user.paste(`  ${shopConfig.defaultAccessCode} `);
  await user.click(enterButton());

  expect(screen.getByRole('dialog', { name: 'Are you 21 or older?' })).toBeVisible();
  expect(screen.getByRole('button', { name: "I'm 21 or Older" })).toHaveFocus();
  expect(screen.queryByLabelText('Access code')).not.toBeVisible();
  expect(localStorage.getItem(STORAGE_KEYS.access)).toBe('true');
});

test('answering 21 or older opens the site and is remembered', async () => {
  const user = await visit({ access: true });
  await user.click(screen.getByRole('button', { name: "I'm 21 or Older" }));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Our brews' })).toBeVisible();
  expect(localStorage.getItem(STORAGE_KEYS.ageVerified)).toBe('true');
});

test('answering under 21 says why and leaves the site, which never shows', async () => {
  const alert = vi.fn();
  vi.stubGlobal('alert', alert);
  const user = await visit({ access: true });
  await user.click(screen.getByRole('button', { name: 'Under 21' }));

  expect(alert).toHaveBeenCalledWith('You must be 21 or older to access this website.');
  expect(window.location.href).toBe('https://www.google.com/');
  expect(screen.queryByRole('heading', { name: 'Our brews' })).not.toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.ageVerified)).toBeNull();
});

test('a visitor who answered both before goes straight to the site', async () => {
  await visit({ access: true, age: true });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Our brews' })).toBeVisible();
});

test('a remembered code with the age not yet confirmed asks only the age', async () => {
  await visit({ access: true });
  expect(screen.getByRole('dialog', { name: 'Are you 21 or older?' })).toBeVisible();
  expect(screen.queryByLabelText('Access code')).not.toBeVisible();
});

test('on the development server a corner control forgets the code and shows the access gate again', async () => {
  const user = await visit({ access: true, age: true });
  await user.click(screen.getByRole('button', { name: 'Reset access (for development only)' }));

  expect(screen.getByRole('dialog', { name: 'Welcome to the Taproom' })).toBeVisible();
  expect(codeField()).toHaveFocus();
  expect(screen.queryByRole('heading', { name: 'Our brews' })).not.toBeInTheDocument();
  expect(localStorage.getItem(STORAGE_KEYS.access)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Reset access (for development only)' })).toBeNull();
});

test('the visitor reads the gates in another language, kept for the site and the server', async () => {
  const user = await visit();
  const picker = screen.getByRole('combobox', { name: 'Language' });
  expect(picker).toHaveValue('en');
  await user.type(codeField(), 'GUESS{Enter}');
  await user.selectOptions(picker, 'Bahasa Malaysia');

  expect(screen.getByRole('dialog', { name: 'Selamat datang ke Taproom' })).toBeVisible();
  expect(screen.getByLabelText('Kod akses')).toHaveAttribute('placeholder', 'Masukkan kod akses');
  expect(screen.getByRole('alert')).toHaveTextContent('Kod akses tidak sah. Sila cuba lagi.');
  expect(screen.getByRole('combobox', { name: 'Bahasa' })).toHaveValue('ms');
  expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('ms');
  expect(document.cookie).toContain('taproom-lang=ms');

  // The next visit opens in the chosen language.
  await visit();
  expect(screen.getByRole('dialog', { name: 'Selamat datang ke Taproom' })).toBeVisible();
});
