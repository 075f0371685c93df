import { useTranslation } from '../lib/texts/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { Truck } from 'lucide-react';
import { DELIVERY_RULES } from '../../shared/delivery/delivery-rules.ts';
import { formatRM } from '../../shared/money.ts';
import { BrandLogoLink } from '../components/brand-logo.tsx';
import { cn } from '../lib/format/cn.ts';
import { AccountLinks } from './account-links.tsx';
import { CartButton } from './cart-button.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { STORE_LINKS, isCurrentLink } from './nav-links.ts';
import { ThemeToggle } from './theme-toggle.tsx';

export function SiteHeader() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <header data-sticky-header className="sticky top-0 z-40">
      <div className="bg-malt text-xs text-foam dark:border-b dark:border-border">
        <div className="mx-auto flex min-h-9 max-w-7xl items-center justify-between gap-4 px-4 py-1.5 sm:px-6 lg:px-8">
          <p className="flex min-w-0 items-center gap-2">
            <Truck className="size-3.5 shrink-0 text-amber-400" aria-hidden="true" />
            <span className="text-pretty">
              {t('nav.promo', { amount: formatRM(DELIVERY_RULES.minimumSen) })}
            </span>
          </p>
          <AccountLinks
            className="hidden shrink-0 md:flex"
            itemClassName="text-foam/85 hover:text-amber-300"
          />
        </div>
      </div>
      {/* Nearly opaque: the header's small copper text keeps its contrast over whatever scrolls beneath. */}
      <div className="border-b bg-background/95 backdrop-blur-md">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
          <MobileMenu />
          <BrandLogoLink to="/" destination={t('nav.home')} className="mr-auto lg:mr-0" />
          <nav aria-label={t('nav.mainNavigation')} className="mx-auto hidden lg:block">
            <ul className="flex items-center gap-1">
              {STORE_LINKS.map((link) => {
                const current = isCurrentLink(link, location.pathname, location.search);
                return (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      aria-current={current ? 'page' : undefined}
                      className={cn(
                        'relative rounded-md px-3 py-2 text-sm font-medium text-foreground/80 transition-colors hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                        current &&
                          'text-primary after:absolute after:inset-x-3 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-primary',
                      )}
                    >
                      {t(link.labelKey)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <div className="flex items-center gap-0.5">
            <LanguagePicker className="hidden sm:flex" />
            <ThemeToggle />
            <CartButton />
          </div>
        </div>
      </div>
    </header>
  );
}
