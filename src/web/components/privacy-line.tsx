import { useTranslation } from '../lib/texts/use-translation.ts';
import { cn } from '../lib/format/cn.ts';

export type DataForm = 'newsletter' | 'contact' | 'register' | 'checkout' | 'customBeer' | 'backInStock';

/**
 * The one line every form that collects personal data shows: why it asks, and the privacy notice. The
 * notice opens in a new tab so nothing typed into the form is lost.
 */
export function PrivacyLine({ form, className }: { form: DataForm; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={cn('text-xs', className)}>
      {t(`privacyLine.${form}`)}{' '}
      <a href="/privacy" target="_blank" rel="noopener" className="font-medium underline underline-offset-2">
        {t('privacyLine.link')}
      </a>
    </p>
  );
}
