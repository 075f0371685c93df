import { useTranslation } from '../lib/texts/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '../components/ui/sheet.tsx';
import { BrandLogo } from '../components/brand-logo.tsx';
import { cn } from '../lib/format/cn.ts';
import { AccountLinks } from './account-links.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { STORE_LINKS, isCurrentLink } from './nav-links.ts';
import { ThemeToggle } from './theme-toggle.tsx';

export function MobileMenuPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="gap-6 p-6">
        <SheetTitle className="sr-only">{t('nav.menuTitle')}</SheetTitle>
        <SheetDescription className="sr-only">{t('nav.mainNavigation')}</SheetDescription>
        <BrandLogo />
        <nav aria-label={t('nav.mainNavigation')}>
          <ul className="grid gap-1">
            {STORE_LINKS.map((link) => {
              const current = isCurrentLink(link, location.pathname, location.search);
              return (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={current ? 'page' : undefined}
                    className={cn(
                      'block rounded-lg px-3 py-2.5 text-base font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      current && 'bg-accent text-primary',
                    )}
                  >
                    {t(link.labelKey)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <AccountLinks className="flex-col items-stretch border-t pt-4" itemClassName="px-3 py-2 text-base" />
        <div className="mt-auto flex items-center justify-between border-t pt-4">
          <LanguagePicker className="-ml-1" />
          <ThemeToggle />
        </div>
      </SheetContent>
    </Sheet>
  );
}
