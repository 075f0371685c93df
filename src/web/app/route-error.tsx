import { useTranslation } from '../lib/use-translation.ts';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** Catches render and lazy-chunk failures (e.g. a stale chunk after a deploy) with a way back. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
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
