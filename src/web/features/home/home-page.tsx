import { DeliveryInfo } from '../../components/delivery-info.tsx';
import { NewsletterSignup } from '../../components/newsletter-signup.tsx';
import { useStorefrontHead } from '../../lib/hooks/use-storefront-head.ts';
import { HomeHero } from './home-hero.tsx';
import { BrewingJourney, HowToOrder, SpecialtyStrip } from './home-sections.tsx';
import { TopSellers } from './top-sellers.tsx';

export function HomePage() {
  useStorefrontHead('home');
  return (
    <>
      <HomeHero />
      <SpecialtyStrip />
      <TopSellers />
      <BrewingJourney />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <HowToOrder />
        <div className="lg:pt-14">
          <DeliveryInfo headingLevel="h2" />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <NewsletterSignup tone="band" source="home" />
      </div>
    </>
  );
}
