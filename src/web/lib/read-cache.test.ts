import { expect, test } from 'vitest';
import { readData, resetReads, setReadData } from './read-cache.ts';

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
