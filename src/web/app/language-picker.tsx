import { useId } from 'react';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { ChevronDown, Globe } from 'lucide-react';
import { isLanguage, LANGUAGES } from '../../shared/config.ts';
import { cn } from '../lib/format/cn.ts';
import { LANGUAGE_NAMES } from './language.ts';
import { useLanguage } from './language-provider.tsx';

// A native select: fully accessible, the phone's own picker on mobile, and no JavaScript in the first load.
export function LanguagePicker({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <div
      className={cn(
        'relative flex h-9 items-center rounded-md text-sm hover:bg-accent has-[select:focus-visible]:ring-2 has-[select:focus-visible]:ring-ring',
        className,
      )}
    >
      <label htmlFor={id} className="sr-only">
        {t('nav.language')}
      </label>
      <Globe
        className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground"
        aria-hidden="true"
      />
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
        className={cn(
          'h-full cursor-pointer appearance-none rounded-md bg-transparent pr-7 pl-8 font-medium text-foreground outline-none [field-sizing:content]',
        )}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng} className="bg-popover text-popover-foreground">
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute right-2 size-3.5 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
