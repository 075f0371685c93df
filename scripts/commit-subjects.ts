// Commit messages read as a short log (README, "Working on Taproom"): a subject of at most 72 characters in the
// imperative ("Add", "Move", "Fix": not "The shop adds …"), nothing on the second line, the why in a body
// below. `node scripts/commit-subjects.ts --message <file>` checks one message (the commit-msg hook in
// .githooks/); `node scripts/commit-subjects.ts` checks every commit since the rule began.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

export const SUBJECT_MAX = 72;

/** The last commit before the rule; the commits before it are history and stay as they are. */
export const RULE_SINCE = '6c50f25726e578eb7810ed75a65ef6b3ed7c5f5c';

/**
 * Commits that reached main with a long subject while the rule was new, before their checkout ran the hook.
 * Main is never rewritten, so they are listed here instead of failing every run.
 */
export const LANDED_BEFORE_THE_HOOK: ReadonlySet<string> = new Set([
  'b80af83755e7481f0c97608c6a3a52d970ff553b',
  '4cbebfaef3881a9bc7120948790fb46a19e52a64',
]);

/** Git prefixes a rebase squashes away before the commit lands. */
const AUTOSQUASH = /^(?:fixup|squash|amend)! /;
/** A subject that opens with an article describes; one that opens with a verb tells. */
const NOT_IMPERATIVE = /^(?:the|a|an)\s/i;

/** What is wrong with a commit message, as sentences; empty when nothing is. */
export function commitMessageProblems(message: string): string[] {
  const lines = message
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .map((line) => line.trimEnd());
  const subject = (lines[0] ?? '').replace(AUTOSQUASH, '');
  const problems: string[] = [];
  if (!subject.trim()) return ['The subject is empty.'];
  const length = [...subject].length;
  if (length > SUBJECT_MAX) {
    problems.push(
      `The subject has ${length} characters; keep it to ${SUBJECT_MAX} and put the rest in a body.`,
    );
  }
  if (NOT_IMPERATIVE.test(subject)) {
    problems.push('The subject opens with an article: start with a verb in the imperative ("Add …").');
  }
  if (subject.endsWith('.')) problems.push('The subject ends with a full stop.');
  if (lines.length > 1 && lines[1] !== '')
    problems.push('The second line is not empty: leave a blank line before the body.');
  return problems;
}

function commitsSince(base: string): { hash: string; message: string }[] {
  const log = execFileSync('git', ['log', '--format=%H%x00%B%x01', `${base}..HEAD`], { encoding: 'utf8' });
  return log
    .split('\x01')
    .map((entry) => entry.replace(/^\n/, ''))
    .filter(Boolean)
    .map((entry) => {
      const [hash = '', message = ''] = entry.split('\x00');
      return { hash, message };
    });
}

function main(args: string[]): number {
  if (args[0] === '--message' && args[1]) {
    const problems = commitMessageProblems(fs.readFileSync(args[1], 'utf8'));
    for (const problem of problems) console.error(`commit message: ${problem}`);
    return problems.length ? 1 : 0;
  }
  try {
    execFileSync('git', ['cat-file', '-e', `${RULE_SINCE}^{commit}`], { stdio: 'ignore' });
  } catch {
    console.error(
      `Commit ${RULE_SINCE} is not in this clone (a shallow clone?): fetch the history to check it.`,
    );
    return 1;
  }
  let failed = 0;
  const commits = commitsSince(RULE_SINCE).filter(({ hash }) => !LANDED_BEFORE_THE_HOOK.has(hash));
  for (const { hash, message } of commits) {
    const problems = commitMessageProblems(message);
    if (!problems.length) continue;
    failed++;
    console.error(`${hash.slice(0, 10)} ${message.split('\n')[0]}\n  ${problems.join('\n  ')}`);
  }
  console.log(
    `${commits.length - failed} of ${commits.length} commit messages since ${RULE_SINCE.slice(0, 10)} keep the rule.`,
  );
  return failed ? 1 : 0;
}

if (import.meta.main) process.exit(main(process.argv.slice(2)));
