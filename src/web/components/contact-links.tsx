import { useTranslation } from '../lib/texts/use-translation.ts';
import { MessageCircle, Phone } from 'lucide-react';
import { customerWhatsappLink, telLink } from '../../shared/phone.ts';
import { readablePhone } from '../../shared/phone-number.ts';

const linkClass =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md border px-2.5 text-sm font-medium hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';

/** Call and WhatsApp buttons for a customer's number; the number itself is the call button's text. */
export function ContactLinks({ phone, whatsappText }: { phone: string | null; whatsappText?: string }) {
  const { t } = useTranslation();
  const tel = phone ? telLink(phone) : null;
  const whatsapp = phone ? customerWhatsappLink(phone, whatsappText) : null;
  const readable = phone ? readablePhone(phone) : '';
  if (!phone) return <span className="text-sm text-muted-foreground">{t('contactLinks.noPhone')}</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      {tel ? (
        <a href={tel} className={linkClass} aria-label={t('contactLinks.call', { phone: readable })}>
          <Phone className="size-4 text-primary" aria-hidden="true" />
          <span className="tabular-nums">{readable}</span>
        </a>
      ) : (
        <span className="text-sm tabular-nums">{readable}</span>
      )}
      {whatsapp ? (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
          aria-label={t('contactLinks.whatsapp', { phone: readable })}
        >
          <MessageCircle className="size-4 text-green-700 dark:text-green-400" aria-hidden="true" />
          WhatsApp
        </a>
      ) : null}
    </span>
  );
}
