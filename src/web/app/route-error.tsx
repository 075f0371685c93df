import { useRouteError } from 'react-router';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { Button } from '../components/ui/button.tsx';

/**
 * What a render or lazy-chunk failure (e.g. a stale chunk after a deploy) shows, with a way back: the site
 * route's error screen, until the visitor goes to another address.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <main id="main" role="alert" className="grid min-h-dvh place-items-center px-4">
      <div className="max-w-md text-center">
        <h1 className="text-3xl font-bold">{t('common.somethingWrong')}</h1>
        <p className="mt-3 text-muted-foreground">{t('common.somethingWrongHint')}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </div>
    </main>
  );
}
