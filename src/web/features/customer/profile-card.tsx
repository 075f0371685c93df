import { useState } from 'react';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Pencil } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../components/ui/card.tsx';
import { toLanguage } from '../../../shared/config.ts';
import { fullName } from '../../../shared/person-name.ts';
import type { CustomerProfile } from '../../lib/data/customer-session.ts';
import { ProfileForm } from './profile-form.tsx';
import { readablePhone } from '../../../shared/phone-number.ts';

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className={value ? 'wrap-anywhere whitespace-pre-line' : 'text-muted-foreground italic'}>
        {value || t('customer.profile.notProvided')}
      </dd>
    </div>
  );
}

export function ProfileCard({ profile }: { profile: CustomerProfile }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const name = fullName(profile, toLanguage(i18n.resolvedLanguage));
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0">
        <h2 className="text-xl font-semibold" id="profile-heading">
          {t('customer.profile.title')}
        </h2>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {t('customer.profile.edit')}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <ProfileForm profile={profile} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label={t('customer.profile.name')} value={name} />
            <Detail label={t('customer.profile.email')} value={profile.email} />
            <Detail
              label={t('customer.profile.phone')}
              value={profile.phone ? readablePhone(profile.phone) : profile.phone}
            />
            <Detail label={t('customer.profile.address')} value={profile.address} />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
