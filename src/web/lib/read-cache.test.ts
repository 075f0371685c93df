import { expect, test } from 'vitest';
import { prefetchRead, readData, resetReads, setReadData } from './read-cache.ts';

test('an answer the app already has is kept under its own key only', () => {
  setReadData(['/api/products', 'en'], [{ id: 'a' }]);
  expect(readData(['/api/products', 'en'])).toEqual([{ id: 'a' }]);
  expect(readData(['/api/products', 'ms'])).toBeUndefined();
});

test('forgetting a prefix drops the answers under it and keeps the others; forgetting everything drops all', async () => {
  setReadData(['/api/products', 'en'], ['en list']);
  setReadData(['/api/products', 'en', 'p1'], 'en detail');
  setReadData(['/api/customer/profile'], { firstName: 'Aisyah' });

  await resetReads(['/api/products']);
  expect(readData(['/api/products', 'en'])).toBeUndefined();
  expect(readData(['/api/products', 'en', 'p1'])).toBeUndefined();
  expect(readData(['/api/customer/profile'])).toEqual({ firstName: 'Aisyah' });

  await resetReads();
  expect(readData(['/api/customer/profile'])).toBeUndefined();
});

test('a read started ahead of its screen is not asked again when the screen shows it, nor while it is fresh', async () => {
  let asked = 0;
  const product = () => {
    asked += 1;
    return Promise.resolve({ id: 'p2', name: 'Malam Pandan Stout' });
  };
  prefetchRead(['/api/products', 'en', 'p2'], product);
  prefetchRead(['/api/products', 'en', 'p2'], product);
  await Promise.resolve();
  await Promise.resolve();
  expect(readData(['/api/products', 'en', 'p2'])).toEqual({ id: 'p2', name: 'Malam Pandan Stout' });
  prefetchRead(['/api/products', 'en', 'p2'], product);
  expect(asked).toBe(1);
});
