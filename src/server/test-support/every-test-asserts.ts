// Vitest set-up file: a test that checks nothing fails. A loop over what a test found, or a branch it did
// not take, can leave a test without a single assertion; it then reports "passed" for nothing
// (docs/architecture.md, "Tests").
import { beforeEach, expect } from 'vitest';

beforeEach(() => {
  expect.hasAssertions();
});
