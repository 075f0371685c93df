import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Clock, Mail } from 'lucide-react';
import { SOCIAL_NETWORKS, socialLinksOf } from '../../../shared/social-links.ts';
import { shopConfig } from '../../../shared/config.ts';
import { NewsletterSignup } from '../../components/newsletter-signup.tsx';
import { BusinessDetails } from '../../components/business-details.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useBusinessProfile } from '../../lib/data/business-profile.ts';
import { useStorefrontHead } from '../../lib/hooks/use-storefront-head.ts';
import { ContactFaq } from './contact-faq.tsx';
import { ContactForm } from './contact-form.tsx';

export function ContactPage() {
  const { t } = useTranslation();
  useStorefrontHead('contact');
  const profile = useBusinessProfile();
  const socialLinks = profile ? socialLinksOf(profile) : [];
  const info = [
    {
      icon: Mail,
      title: t('contact.info.emailTitle'),
      body: profile && (
        <a
          className="break-all text-amber-800 hover:underline dark:text-primary"
          href={`mailto:${profile.email}`}
        >
          {profile.email}
        </a>
      ),
    },
    {
      icon: Clock,
      title: t('contact.info.responseTitle'),
      body: t('contact.info.response', { hours: shopConfig.responseHours }),
    },
  ];
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="mb-10 max-w-2xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-amber-800 dark:text-primary uppercase">
          {t('contact.eyebrow')}
        </p>
        <h1 className="mt-2 text-4xl font-bold sm:text-5xl">{t('contact.title')}</h1>
        <p className="mt-3 text-lg text-muted-foreground">{t('contact.subtitle')}</p>
      </header>
      <div className="grid gap-8 lg:grid-cols-[1fr_1.6fr]">
        <aside className="space-y-6">
          <section className="rounded-2xl border bg-card p-6" aria-labelledby="contact-info-title">
            <h2 id="contact-info-title" className="text-xl font-semibold">
              {t('contact.info.title')}
            </h2>
            <ul className="mt-4 grid gap-4">
              {info.map(({ icon: Icon, title, body }) => (
                <li key={title} className="flex gap-3">
                  <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div className="text-sm">
                    <p className="font-semibold">{title}</p>
                    <p className="text-muted-foreground">{body}</p>
                  </div>
                </li>
              ))}
            </ul>
            {socialLinks.length > 0 && (
              <ul className="mt-6 flex flex-wrap gap-2 border-t pt-5">
                {socialLinks.map(({ network, url }) => (
                  <li key={network}>
                    <Button asChild variant="outline">
                      <a href={url} target="_blank" rel="noopener noreferrer">
                        {SOCIAL_NETWORKS[network]}
                      </a>
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <BusinessDetails headingLevel="h2" />
          <NewsletterSignup source="contact" />
        </aside>
        <section className="rounded-2xl border bg-card p-6 sm:p-8" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-2xl font-semibold">
            {t('contact.form.title')}
          </h2>
          <p className="mt-1 mb-6 text-sm text-muted-foreground">{t('contact.form.subtitle')}</p>
          <ContactForm />
        </section>
      </div>
      <div className="mt-16 max-w-3xl">
        <ContactFaq />
      </div>
    </div>
  );
}
