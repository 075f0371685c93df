import { PolicyPage, type PolicySources } from './policy.tsx';

// Every language's text in this page's chunk (about 3 KB gzip), so the first render has it (./policy.tsx).
const sources: PolicySources = import.meta.glob<string>('./policies/terms.*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const TermsPage = () => <PolicyPage name="terms" sources={sources} />;
