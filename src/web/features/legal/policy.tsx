import { useMemo } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { toLanguage, type Language } from '../../../shared/config.ts';
import { POLICIES, type PolicyName } from '../../../shared/policies.ts';
import { pageText } from '../../../shared/page-heads.ts';
import { BusinessDetails } from '../../components/business-details.tsx';
import { deliveryTextValues } from '../../../shared/delivery/delivery-rules.ts';
import { useStorefrontHead } from '../../lib/hooks/use-storefront-head.ts';
import { readMarkdown, type Block, type Inline } from './markdown.ts';

/** A policy's Markdown in each language, keyed by its file (`./policies/privacy.en.md`). */
export type PolicySources = Record<string, string>;

function InlineText({ content }: { content: Inline[] }) {
  return content.map((part, i) =>
    part.bold ? <strong key={i}>{part.text}</strong> : <span key={i}>{part.text}</span>,
  );
}

function PolicyBlock({ block }: { block: Block }) {
  if (block.type === 'heading') {
    return (
      <h2 className="mt-8 text-2xl font-semibold">
        <InlineText content={block.content} />
      </h2>
    );
  }
  if (block.type === 'list') {
    return (
      <ul className="mt-3 list-disc space-y-2 pl-6">
        {block.items.map((item, i) => (
          <li key={i}>
            <InlineText content={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <p className="mt-3">
      <InlineText content={block.content} />
    </p>
  );
}

/**
 * /privacy and /terms: the reviewed policy text in the shopper's language, with its version and date. Each
 * page's chunk carries its policy in every language, so the server draws the text in the first HTML and the
 * browser hydrates the same, with nothing to fetch first.
 */
export function PolicyPage({ name, sources }: { name: PolicyName; sources: PolicySources }) {
  const { t, i18n } = useTranslation();
  const language: Language = toLanguage(i18n.resolvedLanguage);
  useStorefrontHead(name);
  const blocks = useMemo(() => {
    const source = sources[`./policies/${name}.${language}.md`] ?? '';
    // The terms state the delivery rules in the words every other page uses (src/shared/delivery).
    const rules = t('deliveryRules.summary', deliveryTextValues(language));
    return readMarkdown(source.replaceAll('{{deliveryRules}}', rules));
  }, [name, sources, language, t]);
  const { version, date } = POLICIES[name];
  const effective = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' }).format(
    new Date(date),
  );
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-4xl font-bold">{pageText(t, name).title}</h1>
        <p className="mt-2 text-sm text-muted-foreground">
          {t('legal.version', { version, date: effective })}
        </p>
      </header>
      <article className="leading-relaxed">
        {blocks.map((block, i) => (
          <PolicyBlock key={i} block={block} />
        ))}
      </article>
      <BusinessDetails className="mt-10" />
    </div>
  );
}
