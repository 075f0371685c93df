import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Link } from 'react-router';
import { ArrowRight, FlaskConical, MessageCircle, ShoppingCart, Wheat } from 'lucide-react';
import { DEFAULT_IMAGE_URLS } from '../../../shared/default-images.ts';
import { shopConfig } from '../../../shared/config.ts';
import { ProductImage } from '../../components/product-image.tsx';

/** The rice wine and custom beer cards under the hero. */
export function SpecialtyStrip() {
  const { t } = useTranslation();
  return (
    <section
      className="relative z-10 mx-auto -mt-10 grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-2 lg:px-8"
      aria-label={t('home.strip.label')}
    >
      <Link
        to="/shop?category=rice-wine"
        className="group relative isolate flex min-h-56 overflow-hidden rounded-2xl border bg-card shadow-lg shadow-black/5 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <ProductImage
          src={DEFAULT_IMAGE_URLS['rice-wine']}
          category="rice-wine"
          alt=""
          sizes="(min-width: 768px) 45vw, 92vw"
          className="absolute inset-0 -z-10 h-full transition-transform duration-500 group-hover:scale-105"
        />
        <div className="mt-auto w-full bg-gradient-to-t from-stone-950/90 via-stone-950/60 to-transparent p-6 pt-16 text-foam">
          <p className="flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-amber-300 uppercase">
            <Wheat className="size-4" aria-hidden="true" />
            {t('home.strip.riceWineEyebrow')}
          </p>
          <h2 className="mt-1 text-2xl font-semibold">{t('home.strip.riceWineTitle')}</h2>
          <p className="mt-1 text-sm text-foam/80">{t('home.strip.riceWineText')}</p>
        </div>
      </Link>
      <Link
        to="/custom-beer"
        className="group flex min-h-56 flex-col justify-end rounded-2xl bg-gradient-to-br from-amber-500 via-orange-600 to-amber-800 p-6 text-white shadow-lg shadow-orange-900/20 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <FlaskConical
          className="mb-auto size-10 opacity-90 transition-transform group-hover:-rotate-12"
          aria-hidden="true"
        />
        <p className="text-xs font-semibold tracking-[0.2em] text-amber-100 uppercase">
          {t('home.strip.customEyebrow')}
        </p>
        <h2 className="mt-1 text-2xl font-semibold">{t('home.strip.customTitle')}</h2>
        <p className="mt-1 text-sm text-white/90">{t('home.strip.customText')}</p>
        <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold">
          {t('home.strip.customCta')}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
        </span>
      </Link>
    </section>
  );
}

export function BrewingJourney() {
  const { t } = useTranslation();
  return (
    <section className="bg-secondary/60" aria-labelledby="journey-title">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:items-center lg:px-8">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-amber-800 dark:text-primary uppercase">
            {t('home.journey.eyebrow')}
          </p>
          <h2 id="journey-title" className="mt-2 text-3xl font-bold sm:text-4xl">
            {t('home.journey.title')}
          </h2>
        </div>
        <div className="space-y-4 text-lg leading-relaxed text-muted-foreground">
          <p>{t('home.journey.text')}</p>
          <Link
            to="/about"
            className="inline-flex items-center gap-2 rounded font-medium text-amber-800 underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none dark:text-primary"
          >
            {t('home.journey.cta')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}

export function HowToOrder() {
  const { t } = useTranslation();
  const steps = [
    { icon: ShoppingCart, title: t('home.howTo.step1Title'), text: t('home.howTo.step1Text') },
    { icon: FlaskConical, title: t('home.howTo.step2Title'), text: t('home.howTo.step2Text') },
    {
      icon: MessageCircle,
      title: t('home.howTo.step3Title'),
      text: t('home.howTo.step3Text', { hours: shopConfig.responseHours }),
    },
  ];
  return (
    <section aria-labelledby="how-to-title">
      <h2 id="how-to-title" className="text-3xl font-bold">
        {t('home.howTo.title')}
      </h2>
      <ol className="mt-6 grid gap-4">
        {steps.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="flex gap-4 rounded-2xl border bg-card p-5">
            <span className="relative grid size-11 shrink-0 place-items-center rounded-full bg-primary text-primary-foreground">
              <Icon className="size-5" aria-hidden="true" />
              <span className="absolute -top-1 -right-1 grid size-5 place-items-center rounded-full bg-malt text-[0.7rem] font-bold text-foam ring-2 ring-card">
                {i + 1}
              </span>
            </span>
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
