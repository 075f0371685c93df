// The versions of the shop's privacy notice and terms of sale. The texts live as reviewed Markdown in
// src/web/features/legal/policies/ (docs/decisions/007-policies-as-reviewed-markdown.md); a change to a
// text gets a new version and date here, and consents record the privacy-notice version they were given under.
export const POLICIES = {
  privacy: { version: '1.1', date: '2026-11-28' },
  terms: { version: '1.1', date: '2026-11-27' },
} as const;
export type PolicyName = keyof typeof POLICIES;

export const PRIVACY_NOTICE_VERSION = POLICIES.privacy.version;
