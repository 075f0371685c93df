import { useTranslation } from '../lib/texts/use-translation.ts';
import { Link } from 'react-router';
import { Beer } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { useStorefrontHead } from '../lib/hooks/use-storefront-head.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  useStorefrontHead('not-found');
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4 py-16">
      <div className="max-w-md text-center">
        <div className="mx-auto mb-6 grid size-20 place-items-center rounded-full bg-primary/10 text-primary ring-1 ring-primary/20">
          <Beer className="size-9" aria-hidden="true" />
        </div>
        <h1 className="text-3xl font-bold sm:text-4xl">{t('notFound.title')}</h1>
        <p className="mt-3 text-muted-foreground">{t('notFound.description')}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">{t('notFound.backHome')}</Link>
        </Button>
      </div>
    </main>
  );
}
