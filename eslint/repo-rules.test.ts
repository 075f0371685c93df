import { RuleTester } from 'eslint';
import { describe, expect, test } from 'vitest';
import { repoRules } from './repo-rules.js';

RuleTester.describe = describe;
// RuleTester checks with node:assert; each case is one assertion that running it throws nothing.
RuleTester.it = (name: string, run: () => void) => test(name, () => expect(run).not.toThrow());
RuleTester.itOnly = RuleTester.it;

new RuleTester().run('cite-repo-docs', repoRules.rules['cite-repo-docs'], {
  valid: [
    '// Revenue counts completed orders only (docs/rules/ordering.md).\nconst a = 1;',
    '/** The shop speaks three languages. */\nconst b = 2;',
    "const text = 'SPEC § 4 in a string is not a comment';",
  ],
  invalid: [
    { code: '// SPEC §4: one toast at a time.\nconst a = 1;', errors: [{ messageId: 'outside' }] },
    { code: '/* see DESIGN.md */\nconst a = 1;', errors: [{ messageId: 'outside' }] },
    { code: '/** DESIGN §3 error shape */\nconst a = 1;', errors: [{ messageId: 'outside' }] },
    { code: '// as in ../shared/notes.md\nconst a = 1;', errors: [{ messageId: 'outside' }] },
  ],
});
