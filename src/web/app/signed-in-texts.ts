// The account screens' and the back office's parts of the site's texts (text-groups.ts: 'account' and
// 'admin'), listed apart from the storefront's (i18n.ts) and loaded with the first screen that needs them,
// so that no storefront page carries the list of their files (docs/decisions/048-first-load-without-what-
// waits.md).
import type { Messages } from '../../shared/message-catalogue.ts';

export type LocaleModules = Record<string, () => Promise<{ default: Messages }>>;

export const signedInLocales: LocaleModules = import.meta.glob<{ default: Messages }>([
  '../features/admin*/locales/*.json',
  '../features/customer/locales/*.json',
  '../features/password-reset/locales/*.json',
  '../../shared/locales/*.json',
]);
