import { useTranslation } from '../lib/texts/use-translation.ts';
import { Link } from 'react-router';
import { Clock, ExternalLink, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { SOCIAL_NETWORKS, socialLinksOf } from '../../shared/social-links.ts';
import { whatsappLink } from '../../shared/whatsapp.ts';
import { shopConfig } from '../../shared/config.ts';
import { useBusinessProfile } from '../lib/data/business-profile.ts';
import { BrandLogo } from '../components/brand-logo.tsx';
import { STORE_LINKS } from './nav-links.ts';

const headingClass = 'mb-4 font-sans text-xs font-semibold tracking-[0.18em] text-amber-400 uppercase';
const linkClass =
  'rounded hover:text-amber-300 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

export function SiteFooter() {
  const { t } = useTranslation();
  const profile = useBusinessProfile();
  const socialLinks = profile ? socialLinksOf(profile) : [];
  return (
    <footer className="mt-24 bg-malt text-foam/80">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1.4fr_1fr_1.2fr_1.2fr] lg:px-8">
        <div className="space-y-4">
          <BrandLogo tone="light" />
          <p className="max-w-xs text-sm leading-relaxed">{t('footer.blurb')}</p>
          <p className="max-w-xs text-xs text-foam/55">
            {t('footer.responsible', { age: shopConfig.minimumAge })}
          </p>
        </div>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={headingClass}>
            {t('footer.explore')}
          </h2>
          <ul className="grid gap-2 text-sm">
            {STORE_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{t('footer.contactTitle')}</h2>
          {profile && (
            <ul className="grid gap-3 text-sm">
              <li className="flex items-center gap-2">
                <Mail className="size-4 shrink-0 text-amber-400" aria-hidden="true" />
                <a href={`mailto:${profile.email}`} className={`${linkClass} break-all`}>
                  {profile.email}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <Phone className="size-4 shrink-0 text-amber-400" aria-hidden="true" />
                <a href={`tel:${profile.phone.replace(/[^+\d]/g, '')}`} className={linkClass}>
                  {profile.phone}
                </a>
              </li>
              <li className="flex items-center gap-2">
                <MessageCircle className="size-4 shrink-0 text-amber-400" aria-hidden="true" />
                <a
                  href={whatsappLink(profile.whatsappNumber)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClass}
                >
                  {t('footer.whatsapp')}
                </a>
              </li>
            </ul>
          )}
          {socialLinks.length > 0 && (
            <>
              <h2 className={`${headingClass} mt-8`}>{t('footer.followUs')}</h2>
              <ul className="grid gap-3 text-sm">
                {socialLinks.map(({ network, url }) => (
                  <li key={network} className="flex items-center gap-2">
                    <ExternalLink className="size-4 shrink-0 text-amber-400" aria-hidden="true" />
                    <a href={url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      {SOCIAL_NETWORKS[network]}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div>
          <h2 className={headingClass}>{t('footer.visitTitle')}</h2>
          {profile && (
            <ul className="grid gap-3 text-sm">
              <li className="flex items-start gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden="true" />
                <span>{profile.address}</span>
              </li>
              <li className="flex items-start gap-2">
                <Clock className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden="true" />
                <span className="grid gap-1">
                  <span>{t('footer.weekdays', { hours: profile.openingHoursWeekdays })}</span>
                  <span>{t('footer.weekends', { hours: profile.openingHoursWeekends })}</span>
                </span>
              </li>
            </ul>
          )}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-5 text-xs text-foam/70 sm:px-6 lg:px-8">
          <p>
            {profile &&
              t('footer.rights', {
                year: new Date().getFullYear(),
                name: profile.legalName,
                ssm: profile.ssmNumber,
              })}
          </p>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex gap-4">
              <li>
                <Link to="/privacy" className={linkClass}>
                  {t('footer.privacy')}
                </Link>
              </li>
              <li>
                <Link to="/terms" className={linkClass}>
                  {t('footer.terms')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
