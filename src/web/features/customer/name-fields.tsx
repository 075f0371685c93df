// The given and family name fields of the customer forms, in the order the shopper's language writes a
// name: Chinese asks for the family name first (docs/rules/interface.md).
import { useTranslation } from '../../lib/texts/use-translation.ts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { toLanguage } from '../../../shared/config.ts';
import { nameFieldOrder } from '../../../shared/person-name.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';

type Names = { firstName: string; lastName: string };

export function NameFields<T extends Names>({
  idPrefix,
  register,
  errors,
  withPlaceholders = false,
}: {
  /** Makes the fields' ids, e.g. 'register' → register-first-name. */
  idPrefix: string;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  withPlaceholders?: boolean;
}) {
  const { t, i18n } = useTranslation();
  // The form's values hold both names; narrowing the generic form to them keeps one field list.
  const registerName = register as unknown as UseFormRegister<Names>;
  const nameErrors = errors as FieldErrors<Names>;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {nameFieldOrder(toLanguage(i18n.resolvedLanguage)).map((field) => {
        const given = field === 'firstName';
        return (
          <FormField
            key={field}
            id={`${idPrefix}-${given ? 'first' : 'last'}-name`}
            label={t(`customer.fields.${field}`)}
            error={nameErrors[field]?.message}
          >
            <Input
              autoComplete={given ? 'given-name' : 'family-name'}
              placeholder={withPlaceholders ? t(`customer.placeholders.${field}`) : undefined}
              {...registerName(field)}
            />
          </FormField>
        );
      })}
    </div>
  );
}
