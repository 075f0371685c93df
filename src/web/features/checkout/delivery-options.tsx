import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { formatRM } from '../../../shared/money.ts';
import { DELIVERY_RULES, deliveryShortfallSen } from '../../../shared/delivery/delivery-rules.ts';
import type { CheckoutFormInput } from '../../../shared/schemas/orders.ts';
import { Label } from '../../components/ui/label.tsx';
import { useBusinessProfile } from '../../lib/data/business-profile.ts';
import { RadioGroup, RadioGroupItem } from '../../components/ui/radio-group.tsx';

/** Pickup or delivery; delivery stays disabled, saying why, until the item total reaches the threshold. */
export function DeliveryOptions(props: {
  control: Control<CheckoutFormInput>;
  itemSen: number;
  error?: string;
}) {
  const { t } = useTranslation();
  const profile = useBusinessProfile();
  const { control, itemSen, error } = props;
  const shortfall = deliveryShortfallSen(itemSen);
  const options = [
    {
      value: 'pickup',
      hint: t('checkout.delivery.pickupHint', { address: profile?.address ?? '' }),
      disabled: false,
    },
    {
      value: 'delivery',
      hint: t('checkout.delivery.deliveryHint', {
        threshold: formatRM(DELIVERY_RULES.minimumSen),
      }),
      disabled: shortfall > 0,
    },
  ] as const;
  return (
    <fieldset
      className="grid gap-3"
      aria-describedby={shortfall > 0 ? 'checkout-delivery-reason' : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{t('checkout.delivery.title')}</legend>
      <Controller
        control={control}
        name="deliveryOption"
        render={({ field }) => (
          <RadioGroup
            value={field.value}
            onValueChange={field.onChange}
            name={field.name}
            className="sm:grid-cols-2"
          >
            {options.map((option) => (
              <Label
                key={option.value}
                htmlFor={`checkout-delivery-${option.value}`}
                className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60"
              >
                <RadioGroupItem
                  value={option.value}
                  id={`checkout-delivery-${option.value}`}
                  disabled={option.disabled}
                  className="mt-0.5"
                />
                <span className="grid gap-1">
                  <span className="font-medium">{t(`checkout.delivery.${option.value}`)}</span>
                  <span className="text-xs text-muted-foreground">{option.hint}</span>
                </span>
              </Label>
            ))}
          </RadioGroup>
        )}
      />
      {shortfall > 0 ? (
        <p id="checkout-delivery-reason" className="text-sm text-muted-foreground">
          {t('checkout.delivery.unavailable', {
            threshold: formatRM(DELIVERY_RULES.minimumSen),
            shortfall: formatRM(shortfall),
          })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
