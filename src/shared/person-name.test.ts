import { expect, test } from 'vitest';
import { addressName, fullName, nameFieldOrder, splitFullName } from './person-name.ts';

const meiling = { firstName: '美玲', lastName: '陈' };
const aisyah = { firstName: 'Aisyah', lastName: 'Rahman' };

test('Chinese forms ask for the family name first; English and Malay for the given name first', () => {
  expect(nameFieldOrder('zh')).toEqual(['lastName', 'firstName']);
  expect(nameFieldOrder('en')).toEqual(['firstName', 'lastName']);
  expect(nameFieldOrder('ms')).toEqual(['firstName', 'lastName']);
});

test('a Chinese name reads family first without a space in Chinese', () => {
  expect(fullName(meiling, 'zh')).toBe('陈美玲');
  expect(addressName(meiling, 'zh')).toBe('陈美玲');
});

test('English and Malay show the given name first, and greet by it', () => {
  expect(fullName(meiling, 'en')).toBe('美玲 陈');
  expect(fullName(aisyah, 'ms')).toBe('Aisyah Rahman');
  expect(addressName(aisyah, 'en')).toBe('Aisyah');
});

test('a name in Latin letters keeps its order on the Chinese screens', () => {
  expect(fullName(aisyah, 'zh')).toBe('Aisyah Rahman');
  expect(addressName(aisyah, 'zh')).toBe('Aisyah');
});

test('a missing part leaves the other alone', () => {
  expect(fullName({ firstName: 'Admin', lastName: null }, 'zh')).toBe('Admin');
  expect(fullName({ firstName: '', lastName: '陈' }, 'zh')).toBe('陈');
});

test('a whole name typed in one box is split the way its language writes it', () => {
  expect(splitFullName('陈美玲', 'zh')).toEqual({ lastName: '陈', firstName: '美玲' });
  expect(splitFullName('陈 美玲', 'zh')).toEqual({ lastName: '陈', firstName: '美玲' });
  expect(splitFullName('Aisyah Rahman', 'zh')).toEqual({ firstName: 'Aisyah', lastName: 'Rahman' });
  expect(splitFullName('Aisyah Binti Rahman', 'ms')).toEqual({
    firstName: 'Aisyah',
    lastName: 'Binti Rahman',
  });
  expect(splitFullName('Cher', 'en')).toEqual({ firstName: 'Cher', lastName: 'Cher' });
});
