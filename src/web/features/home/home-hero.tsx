import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Link } from 'react-router';
import { ArrowRight } from 'lucide-react';
import { DEFAULT_IMAGE_URLS } from '../../../shared/default-images.ts';
import { HOME_HERO_IMAGE_SIZES } from '../../../shared/images.ts';
import { ProductImage } from '../../components/product-image.tsx';
import { Button } from '../../components/ui/button.tsx';

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-malt text-foam" aria-labelledby="hero-title">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(245,158,11,0.35),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(180,83,9,0.35),transparent_60%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 pt-12 pb-20 sm:px-6 md:pt-20 md:pb-28 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-amber-300 uppercase">
            {t('home.hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="mt-4 text-4xl leading-[1.05] font-bold text-balance sm:text-6xl">
            {t('home.hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-foam/80">{t('home.hero.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link to="/shop?category=beer">
                {t('home.hero.shopBeers')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="border-foam/40 text-foam hover:bg-foam/10 hover:text-foam"
            >
              <Link to="/about">{t('home.hero.ourStory')}</Link>
            </Button>
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-lg lg:max-w-none">
          <div aria-hidden="true" className="absolute -inset-4 rotate-2 rounded-3xl bg-amber-500/20" />
          <ProductImage
            src={DEFAULT_IMAGE_URLS.beer}
            category="beer"
            alt={t('home.hero.imageAlt')}
            sizes={HOME_HERO_IMAGE_SIZES}
            priority
            className="relative rounded-3xl shadow-2xl ring-1 ring-foam/10"
          />
        </div>
      </div>
    </section>
  );
}
