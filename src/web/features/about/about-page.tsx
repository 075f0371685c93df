import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Link } from 'react-router';
import { ArrowRight, HeartHandshake, Leaf, Sprout } from 'lucide-react';
import { DEFAULT_IMAGE_URLS } from '../../../shared/default-images.ts';
import { shopConfig } from '../../../shared/config.ts';
import { BusinessDetails } from '../../components/business-details.tsx';
import { ProductImage } from '../../components/product-image.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useStorefrontHead } from '../../lib/hooks/use-storefront-head.ts';

const VALUES = [
  { key: 'local', icon: Sprout },
  { key: 'craft', icon: Leaf },
  { key: 'community', icon: HeartHandshake },
] as const;

export function AboutPage() {
  const { t } = useTranslation();
  useStorefrontHead('about');
  const stats = [
    { value: '6+', label: t('about.stats.beverages') },
    { value: '100%', label: t('about.stats.local') },
    { value: `${shopConfig.responseHours}h`, label: t('about.stats.response') },
  ];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="grid items-center gap-10 lg:grid-cols-2">
        <header>
          <p className="text-xs font-semibold tracking-[0.2em] text-amber-800 dark:text-primary uppercase">
            {t('about.eyebrow')}
          </p>
          <h1 className="mt-2 text-4xl font-bold text-balance sm:text-5xl">{t('about.title')}</h1>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted-foreground">
            <p>{t('about.story1')}</p>
            <p>{t('about.story2')}</p>
            <p>{t('about.story3')}</p>
          </div>
        </header>
        <ProductImage
          src={DEFAULT_IMAGE_URLS['rice-wine']}
          category="rice-wine"
          alt={t('about.imageAlt')}
          sizes="(min-width: 1280px) 608px, (min-width: 1024px) 48vw, 92vw"
          priority
          className="rounded-3xl shadow-xl"
        />
      </div>

      <section
        aria-label={t('about.stats.label')}
        className="mt-16 grid gap-4 rounded-3xl bg-malt p-8 text-center text-foam sm:grid-cols-3"
      >
        {stats.map((stat) => (
          <div key={stat.label}>
            <p className="font-display text-5xl font-bold text-amber-300">{stat.value}</p>
            <p className="mt-1 text-sm text-foam/80">{stat.label}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="values-title" className="mt-16">
        <h2 id="values-title" className="text-3xl font-bold">
          {t('about.values.title')}
        </h2>
        <div className="mt-6 grid gap-6 md:grid-cols-3">
          {VALUES.map(({ key, icon: Icon }) => (
            <article key={key} className="rounded-2xl border bg-card p-6">
              <span className="grid size-11 place-items-center rounded-full bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-xl font-semibold">{t(`about.values.${key}.title`)}</h3>
              <p className="mt-2 text-muted-foreground">{t(`about.values.${key}.text`)}</p>
            </article>
          ))}
        </div>
      </section>

      <BusinessDetails className="mt-16" />

      <section
        className="mt-16 flex flex-col items-start gap-4 rounded-3xl border bg-secondary/60 p-8 sm:flex-row sm:items-center sm:justify-between"
        aria-labelledby="about-cta"
      >
        <h2 id="about-cta" className="text-2xl font-semibold">
          {t('about.cta.title')}
        </h2>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link to="/shop">
              {t('about.cta.shop')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/contact">{t('about.cta.contact')}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
