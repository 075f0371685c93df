import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { toLanguage } from '../../../shared/config.ts';
import { POLICIES, type PolicyName } from '../../../shared/policies.ts';
import { pageText } from '../../../shared/page-heads.ts';
import { BusinessDetails } from '../../components/business-details.tsx';
import { deliveryTextValues } from '../../../shared/delivery/delivery-rules.ts';
import { useStorefrontHead } from '../../lib/hooks/use-storefront-head.ts';
import { readMarkdown, type Block, type Inline } from './markdown.ts';

const texts = import.meta.glob<string>('./policies/*.md', { query: '?raw', import: 'default' });

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

/** /privacy and /terms: the reviewed policy text in the shopper's language, with its version and date. */
function PolicyPage({ name }: { name: PolicyName }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  useStorefrontHead(name);
  const [blocks, setBlocks] = useState<Block[] | null>(null);
  useEffect(() => {
    let current = true;
    void texts[`./policies/${name}.${language}.md`]?.().then((source) => {
      // The terms state the delivery rules in the words every other page uses (src/shared/delivery).
      const rules = t('deliveryRules.summary', deliveryTextValues(language));
      if (current) setBlocks(readMarkdown(source.replaceAll('{{deliveryRules}}', rules)));
    });
    return () => {
      current = false;
    };
  }, [name, language, t]);
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
      <article className="leading-relaxed" aria-busy={blocks === null}>
        {blocks?.map((block, i) => (
          <PolicyBlock key={i} block={block} />
        ))}
      </article>
      <BusinessDetails className="mt-10" />
    </div>
  );
}

export const PrivacyPage = () => <PolicyPage name="privacy" />;
export const TermsPage = () => <PolicyPage name="terms" />;
