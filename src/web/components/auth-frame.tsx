import type { ReactNode } from 'react';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { BrandLogoLink } from './brand-logo.tsx';
import { Card, CardContent, CardDescription, CardHeader } from './ui/card.tsx';
import { usePageTitle } from '../lib/hooks/use-page-title.ts';

const authLinkClass =
  'font-medium text-foreground underline underline-offset-4 hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** The frame of the sign-in, registration and password-reset screens (no storefront frame, docs/product.md). */
export function AuthFrame({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description: string;
  children: ReactNode;
  /** The line under the form that leads to the other screen, e.g. "No account yet? Create one". */
  footer: { text: string; linkTo: string; linkLabel: string };
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="grid min-h-dvh place-items-center bg-gradient-to-b from-amber-50 to-background px-4 py-10 dark:from-stone-900 dark:to-background">
      <main id="main" className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-between gap-3">
          <BrandLogoLink to="/" destination={t('nav.home')} />
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground hover:text-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t('customer.backToStore')}
          </Link>
        </div>
        <Card>
          <CardHeader className="text-center">
            <h1 className="font-display text-2xl font-bold tracking-tight">{title}</h1>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            {children}
            <p className="text-center text-sm text-muted-foreground">
              {footer.text}{' '}
              <Link to={footer.linkTo} className={authLinkClass}>
                {footer.linkLabel}
              </Link>
            </p>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
