import { shopConfig } from '../../../shared/config.ts';

type RuntimeConfig = { accessCode: string };

/** The server (or the dev server) may override settings through <meta name="taproom-config">. */
export function readRuntimeConfig(doc: Document | undefined = globalThis.document): RuntimeConfig {
  const fallback: RuntimeConfig = { accessCode: shopConfig.defaultAccessCode };
  const content = doc?.querySelector('meta[name="taproom-config"]')?.getAttribute('content');
  if (!content) return fallback;
  try {
    const parsed: unknown = JSON.parse(content);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'accessCode' in parsed &&
      typeof parsed.accessCode === 'string' &&
      parsed.accessCode
    ) {
      return { accessCode: parsed.accessCode };
    }
  } catch (error) {
    console.warn('Ignoring an unreadable taproom-config meta tag', error);
  }
  return fallback;
}
