import { useTranslation } from '../../lib/texts/use-translation.ts';
import { FlaskConical, MessageCircle, Sparkles } from 'lucide-react';
import { whatsappLink } from '../../../shared/whatsapp.ts';
import { LANGUAGES, shopConfig } from '../../../shared/config.ts';
import { useBusinessProfile } from '../../lib/data/business-profile.ts';
import { useStorefrontHead } from '../../lib/hooks/use-storefront-head.ts';
import { useElementScript } from './use-element-script.ts';
import { PrivacyLine } from '../../components/privacy-line.tsx';

const ELEMENT_SCRIPT = '/custom-beer.js';

export function CustomBeerPage() {
  const { t, i18n } = useTranslation();
  useStorefrontHead('custom-beer');
  useElementScript(ELEMENT_SCRIPT);
  const profile = useBusinessProfile();
  const language = LANGUAGES.find((l) => l === i18n.resolvedLanguage) ?? 'en';
  const points = [
    { icon: Sparkles, text: t('customBeer.points.suggest') },
    { icon: FlaskConical, text: t('customBeer.points.brew', { min: shopConfig.customBeerMinBudgetMYR }) },
    { icon: MessageCircle, text: t('customBeer.points.reply', { hours: shopConfig.responseHours }) },
  ];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-8 max-w-3xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-amber-800 uppercase dark:text-primary">
          {t('customBeer.eyebrow')}
        </p>
        <h1 className="mt-2 text-4xl font-bold sm:text-5xl">{t('pages.customBeer')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('customBeer.subtitle')}</p>
        <ul className="mt-5 grid gap-2 sm:grid-cols-3">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-2 text-sm">
              <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              <span>{text}</span>
            </li>
          ))}
        </ul>
      </header>
      <PrivacyLine form="customBeer" className="mb-4 text-muted-foreground" />
      <custom-beer-builder
        whatsapp-link={profile ? whatsappLink(profile.whatsappNumber) : undefined}
        submit-endpoint="/api/custom-beer/submit"
        recommend-endpoint="/api/custom-beer/recommend"
        lang={language}
        hide-intro=""
      />
    </div>
  );
}
