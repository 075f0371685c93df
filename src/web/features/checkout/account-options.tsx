import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Link } from 'react-router';
import { UserCheck } from 'lucide-react';
import type { CheckoutFormInput } from '../../../shared/schemas/orders.ts';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group.tsx';
import { Label } from '../../components/ui/label.tsx';

/** Signed in: the 'Signed in as' banner. Guests: continue as guest (default) or create an account. */
export function AccountOptions(props: {
  control: Control<CheckoutFormInput>;
  signedInEmail: string | null;
  onSignIn: () => void;
}) {
  const { t } = useTranslation();
  const { control, signedInEmail, onSignIn } = props;
  if (signedInEmail) {
    return (
      <div role="status" className="flex gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
        <UserCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div>
          <p className="font-medium">{t('checkout.account.signedInAs', { email: signedInEmail })}</p>
          <p className="text-muted-foreground">{t('checkout.account.linked')}</p>
        </div>
      </div>
    );
  }
  return (
    <fieldset className="grid gap-3 rounded-lg border p-3">
      <legend className="px-1 text-sm font-medium">{t('checkout.account.title')}</legend>
      <Controller
        control={control}
        name="registrationChoice"
        render={({ field }) => (
          <RadioGroup value={field.value} onValueChange={field.onChange} name={field.name}>
            {(['skip', 'register'] as const).map((choice) => (
              <div key={choice} className="flex items-center gap-2">
                <RadioGroupItem value={choice} id={`checkout-account-${choice}`} />
                <Label htmlFor={`checkout-account-${choice}`} className="font-normal">
                  {t(`checkout.account.${choice}`)}
                </Label>
              </div>
            ))}
          </RadioGroup>
        )}
      />
      <p className="text-sm text-muted-foreground">
        {t('checkout.account.haveAccount')}{' '}
        <Link
          to="/customer/login"
          onClick={onSignIn}
          className="font-medium text-foreground underline underline-offset-4 hover:text-primary"
        >
          {t('checkout.account.signIn')}
        </Link>
      </p>
    </fieldset>
  );
}
