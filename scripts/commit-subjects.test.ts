import { expect, test } from 'vitest';
import { commitMessageProblems, SUBJECT_MAX } from './commit-subjects.ts';

test('a short imperative subject with a body after a blank line passes', () => {
  expect(commitMessageProblems('Add a stock column\n\nStaff asked to see it at a glance.\n')).toEqual([]);
});

test('a subject over the limit is refused with its length', () => {
  const subject = `Add ${'x'.repeat(SUBJECT_MAX - 3)}`;
  expect(subject).toHaveLength(SUBJECT_MAX + 1);
  expect(commitMessageProblems(subject)).toEqual([expect.stringContaining(`${SUBJECT_MAX + 1} characters`)]);
  expect(commitMessageProblems(subject.slice(0, SUBJECT_MAX))).toEqual([]);
});

test('characters are counted, not bytes', () => {
  expect(commitMessageProblems(`Add ${'啤'.repeat(SUBJECT_MAX - 4)}`)).toEqual([]);
});

test('a subject that describes instead of telling is refused', () => {
  expect(commitMessageProblems('The shop counts stock')).toHaveLength(1);
  expect(commitMessageProblems('An order mails the brewery')).toHaveLength(1);
});

test('an empty subject, a full stop and a missing blank line are refused', () => {
  expect(commitMessageProblems('# only a comment\n\n')).toEqual(['The subject is empty.']);
  expect(commitMessageProblems('Add a column.')).toHaveLength(1);
  expect(commitMessageProblems('Add a column\nbecause staff asked')).toHaveLength(1);
});

test("git's comment lines and autosquash prefixes are not part of the subject", () => {
  expect(commitMessageProblems(`fixup! ${'Add '.padEnd(SUBJECT_MAX, 'x')}\n# Please enter`)).toEqual([]);
});
