import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Hop } from 'lucide-react';

/** A titled, translated stand-in for a screen that is not built yet. */
export function PagePlaceholder({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="rounded-2xl border border-dashed bg-card/60 px-6 py-14 text-center">
        <Hop className="mx-auto mb-4 size-8 text-primary" aria-hidden="true" />
        <h1 id="page-title" className="text-3xl font-bold sm:text-4xl">
          {title}
        </h1>
        <p className="mx-auto mt-3 max-w-md text-muted-foreground">{t('common.comingSoon')}</p>
        {children}
      </div>
    </section>
  );
}
