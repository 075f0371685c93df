import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Mail, Phone } from 'lucide-react';
import { shopConfig } from '../../../shared/config.ts';
import type { ContactMessageView } from '../../../shared/schemas/admin-inbox.ts';
import { buttonClasses } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { formatDate } from '../../../shared/format-date.ts';
import { phoneLink, replyMailto } from './reply-links.ts';
import { readablePhone } from '../../../shared/phone-number.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

export function MessageDialog({
  message,
  onClose,
}: {
  message: ContactMessageView | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const tel = phoneLink(message?.phone);
  const brand = shopConfig.brandName;
  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('adminMessages.dialog.title')}</DialogTitle>
          <DialogDescription className="wrap-anywhere">{message ? message.email : ''}</DialogDescription>
        </DialogHeader>
        {message ? (
          <>
            <dl className="grid gap-3 sm:grid-cols-2">
              <Field label={t('adminMessages.dialog.from')}>{message.name}</Field>
              <Field label={t('adminMessages.dialog.email')}>{message.email}</Field>
              <Field label={t('adminMessages.dialog.phone')}>
                {message.phone ? readablePhone(message.phone) : t('adminMessages.dialog.notProvided')}
              </Field>
              <Field label={t('adminMessages.dialog.received')}>
                {formatDate(message.createdAt, i18n.language, 'long')}
              </Field>
            </dl>
            <div className="grid gap-1">
              <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                {t('adminMessages.dialog.message')}
              </p>
              <p className="max-h-72 overflow-y-auto rounded-md bg-muted/60 p-3 text-sm wrap-anywhere whitespace-pre-wrap">
                {message.message}
              </p>
            </div>
            <DialogFooter>
              {tel ? (
                <a href={tel} className={buttonClasses({ variant: 'outline' })}>
                  <Phone aria-hidden="true" />
                  {t('adminMessages.dialog.call')}
                </a>
              ) : null}
              <a
                href={replyMailto(message.email, {
                  subject: t('adminMessages.reply.subject'),
                  greeting: t('adminMessages.reply.greeting', { name: message.name }),
                  thanks: t('adminMessages.reply.thanks', { brand }),
                  placeholder: t('adminMessages.reply.placeholder'),
                  signature: t('adminMessages.reply.signature', { brand }),
                })}
                className={buttonClasses()}
              >
                <Mail aria-hidden="true" />
                {t('adminMessages.dialog.reply')}
              </a>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
