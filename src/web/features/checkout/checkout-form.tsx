import { useEffect, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { Info, Loader2 } from 'lucide-react';
import { shopConfig } from '../../../shared/config.ts';
import { formatRM } from '../../../shared/money.ts';
import {
  deliveryRefusal,
  deliveryRefusalText,
  qualifiesForDelivery,
} from '../../../shared/delivery/delivery-rules.ts';
import {
  checkoutFormSchema,
  type CheckoutFormInput,
  type CheckoutMessages,
} from '../../../shared/schemas/orders.ts';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import type { CustomerProfile } from '../../lib/data/customer-session.ts';
import { AccountOptions } from './account-options.tsx';
import { DeliveryOptions } from './delivery-options.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { toLanguage, type Language } from '../../../shared/config.ts';
import { fullName } from '../../../shared/person-name.ts';
import { hasKegItem, itemTotalSen, type PayloadLine } from './order-payload.ts';
import { OrderSummary } from './order-summary.tsx';
import { useSubmitOrder } from './use-submit-order.ts';
import { PrivacyLine } from '../../components/privacy-line.tsx';

/** docs/rules/ordering.md: the submit button stays locked this long after a click. */
const SUBMIT_LOCK_MS = 1000;

const emptyForm = (profile: CustomerProfile | null, language: Language): CheckoutFormInput => ({
  customerName: profile ? fullName(profile, language) : '',
  customerEmail: profile?.email ?? '',
  customerPhone: profile?.phone ?? '',
  deliveryAddress: profile?.address ?? '',
  notes: '',
  deliveryOption: 'pickup',
  registrationChoice: profile ? 'existing' : 'skip',
  newCustomerPassword: '',
  kegDispenserRental: false,
});

export type CheckoutFormProps = {
  lines: readonly (PayloadLine & { id: string })[];
  profile: CustomerProfile | null;
  /** The order went through: its confirmation page (null for none) is where the shopper goes next. */
  onPlaced: (confirmationPath: string | null) => void;
  onStalePrices: (prices: Map<string, number>) => void;
  onLeave: () => void;
};

export function CheckoutForm({ lines, profile, onPlaced, onStalePrices, onLeave }: CheckoutFormProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const messages = useMemo<CheckoutMessages>(
    () => ({
      nameRequired: t('checkout.validation.nameRequired'),
      invalidEmail: t('checkout.validation.invalidEmail'),
      deliveryOptionRequired: t('checkout.validation.deliveryOptionRequired'),
      addressRequired: t('checkout.validation.addressRequired'),
      passwordTooShort: t('checkout.validation.passwordTooShort'),
      invalidCharacters: t('checkout.validation.invalidCharacters'),
      passwordTooCommon: t('checkout.validation.passwordTooCommon'),
      invalidPhone: t('checkout.validation.invalidPhone'),
    }),
    [t],
  );
  const form = useForm<CheckoutFormInput>({
    resolver: zodResolver(checkoutFormSchema(messages), undefined, { raw: true }),
    defaultValues: emptyForm(profile, language),
  });
  const { register, control, handleSubmit, setValue, reset, formState } = form;
  const { errors } = formState;
  const { submit, isPending } = useSubmitOrder();
  const locked = useRef(false);

  const itemSen = itemTotalSen(lines);
  const kegAvailable = hasKegItem(lines);
  const [deliveryOption, registrationChoice, kegChecked, deliveryAddress] = useWatch({
    control,
    name: ['deliveryOption', 'registrationChoice', 'kegDispenserRental', 'deliveryAddress'],
  });
  // The server's delivery rule, checked here first: an address outside the area is named while it is typed.
  const refusalOf = (address: string) =>
    deliveryRefusal({ itemTotalSen: itemSen, sizes: lines.map((line) => line.size), address });
  const outsideArea = deliveryOption === 'delivery' && refusalOf(deliveryAddress ?? '') === 'outside-area';
  const kegRental = kegChecked && kegAvailable;

  // A profile that arrives (or appears after registering) fills the form and links the order.
  useEffect(() => {
    if (profile)
      reset({
        ...form.getValues(),
        ...emptyForm(profile, language),
        notes: form.getValues('notes'),
        deliveryOption: form.getValues('deliveryOption'),
      });
  }, [profile, reset, form, language]);
  // The cart can change under the open dialog: drop choices it no longer allows.
  useEffect(() => {
    if (deliveryOption === 'delivery' && !qualifiesForDelivery(itemSen)) setValue('deliveryOption', 'pickup');
  }, [deliveryOption, itemSen, setValue]);
  useEffect(() => {
    if (!kegAvailable) setValue('kegDispenserRental', false);
  }, [kegAvailable, setValue]);

  const placeOrder = async (values: CheckoutFormInput) => {
    // Like a form mistake, a refused address sends nothing and does not lock the button.
    const refusal = values.deliveryOption === 'delivery' ? refusalOf(values.deliveryAddress ?? '') : null;
    if (refusal) {
      const field = refusal === 'below-minimum' ? 'deliveryOption' : 'deliveryAddress';
      const message = deliveryRefusalText(t, refusal, language, values.deliveryAddress ?? '');
      form.setError(field, { message }, { shouldFocus: true });
      return;
    }
    if (locked.current) return;
    locked.current = true;
    setTimeout(() => (locked.current = false), SUBMIT_LOCK_MS);
    if (lines.length === 0) {
      toast({
        title: t('checkout.toast.cartEmptyTitle'),
        description: t('checkout.toast.cartEmpty'),
        variant: 'destructive',
      });
      return;
    }
    const outcome = await submit(values, lines, toLanguage(i18n.resolvedLanguage));
    if (outcome.kind === 'placed') {
      reset(emptyForm(profile, language));
      toast({
        title: t('checkout.toast.successTitle'),
        description: (
          <>
            <span className="block">
              {t(outcome.registered ? 'checkout.toast.successRegistered' : 'checkout.toast.success')}
            </span>
            <span className="mt-1 block">
              {t('checkout.toast.reference')}:{' '}
              <strong data-testid="order-reference">{outcome.reference}</strong>
            </span>
          </>
        ),
      });
      onPlaced(outcome.confirmationPath);
    } else if (outcome.kind === 'stale') {
      onStalePrices(outcome.prices);
      toast({ title: t('checkout.toast.pricesTitle'), description: t('checkout.toast.prices') });
    } else if (outcome.kind === 'short') {
      toast({ title: t('checkout.toast.shortTitle'), description: outcome.message, variant: 'destructive' });
    } else {
      toast({
        title: t('checkout.toast.errorTitle'),
        description: t('checkout.toast.error'),
        variant: 'destructive',
      });
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(placeOrder)(event)} noValidate className="grid gap-5">
      <OrderSummary lines={lines} kegRental={kegRental} />
      <FormField id="checkout-name" label={t('checkout.fields.name')} error={errors.customerName?.message}>
        <Input
          autoComplete="name"
          placeholder={t('checkout.fields.namePlaceholder')}
          {...register('customerName')}
        />
      </FormField>
      <FormField
        id="checkout-phone"
        label={t('checkout.fields.phone')}
        hint={t('checkout.fields.phoneHint')}
        error={errors.customerPhone?.message}
      >
        <Input
          type="tel"
          autoComplete="tel"
          placeholder={t('checkout.fields.phonePlaceholder')}
          {...register('customerPhone')}
        />
      </FormField>
      <FormField id="checkout-email" label={t('checkout.fields.email')} error={errors.customerEmail?.message}>
        {profile ? (
          // The account's email is the order's email; the form keeps it in its values.
          <Input type="email" value={profile.email} disabled readOnly />
        ) : (
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('checkout.fields.emailPlaceholder')}
            {...register('customerEmail')}
          />
        )}
      </FormField>
      <AccountOptions control={control} signedInEmail={profile?.email ?? null} onSignIn={onLeave} />
      {!profile && registrationChoice === 'register' ? (
        <FormField
          id="checkout-password"
          label={t('checkout.fields.password')}
          error={errors.newCustomerPassword?.message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            placeholder={t('checkout.fields.passwordPlaceholder')}
            {...register('newCustomerPassword')}
          />
        </FormField>
      ) : null}
      <DeliveryOptions control={control} itemSen={itemSen} error={errors.deliveryOption?.message} />
      {deliveryOption === 'delivery' ? (
        <FormField
          id="checkout-address"
          label={t('checkout.fields.addressRequired')}
          error={
            errors.deliveryAddress?.message ??
            (outsideArea
              ? deliveryRefusalText(t, 'outside-area', language, deliveryAddress ?? '')
              : undefined)
          }
        >
          <Textarea
            rows={3}
            autoComplete="street-address"
            placeholder={t('checkout.fields.addressPlaceholder')}
            {...register('deliveryAddress')}
          />
        </FormField>
      ) : null}
      {kegAvailable ? (
        <div className="flex items-start gap-3 rounded-lg border p-3">
          <Controller
            control={control}
            name="kegDispenserRental"
            render={({ field }) => (
              <Checkbox
                id="checkout-keg"
                checked={field.value}
                onCheckedChange={(v) => field.onChange(v === true)}
                aria-describedby="checkout-keg-hint"
                className="mt-0.5"
              />
            )}
          />
          <div className="grid gap-1">
            <Label htmlFor="checkout-keg">
              {t('checkout.keg.label', { price: formatRM(shopConfig.kegRentalPriceSen) })}
            </Label>
            <p id="checkout-keg-hint" className="text-xs text-muted-foreground">
              {t('checkout.keg.hint')}
            </p>
          </div>
        </div>
      ) : null}
      <FormField id="checkout-notes" label={t('checkout.fields.notes')} error={errors.notes?.message}>
        <Textarea rows={3} placeholder={t('checkout.fields.notesPlaceholder')} {...register('notes')} />
      </FormField>
      <p className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-400/10 dark:text-amber-100">
        <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('checkout.info')}
      </p>
      <PrivacyLine form="checkout" className="text-muted-foreground" />
      <Button type="submit" size="lg" disabled={isPending} className="w-full">
        {isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        {isPending ? t('checkout.submitting') : t('checkout.submit')}
      </Button>
    </form>
  );
}
