// The product's shopper-facing texts in language tabs (docs/decisions/010-product-translations.md):
// English is required; Bahasa Malaysia and Chinese are optional and an empty field shows the English text.
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { LANGUAGE_NAMES } from '../../app/language.ts';
import { useTranslation } from '../../lib/texts/use-translation.ts';
import { LANGUAGES, type Language } from '../../../shared/config.ts';
import type { ProductTextField } from '../../../shared/product-text.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { ProductFormValues } from './product-form.ts';

const FIELDS: { field: ProductTextField; label: string; rows?: number }[] = [
  { field: 'name', label: 'name' },
  { field: 'description', label: 'descriptionField', rows: 3 },
  { field: 'style', label: 'style' },
  { field: 'color', label: 'color' },
  { field: 'tastingNotes', label: 'tastingNotes', rows: 2 },
  { field: 'brewingStory', label: 'brewingStory', rows: 2 },
];

function LanguageFields({
  form,
  uid,
  language,
}: {
  form: UseFormReturn<ProductFormValues>;
  uid: string;
  language: Language;
}) {
  const { t } = useTranslation();
  const english = useWatch({ control: form.control });
  const errors = form.formState.errors;
  return (
    <div className="grid gap-4" lang={language === 'en' ? undefined : language}>
      {language === 'en' ? null : (
        <p className="text-sm text-muted-foreground">{t('adminProducts.form.translationHint')}</p>
      )}
      {FIELDS.map(({ field, label, rows }) => {
        const name = language === 'en' ? field : (`translations.${language}.${field}` as const);
        const error = language === 'en' ? errors[field] : errors.translations?.[language]?.[field];
        const id = `${uid}-${language}-${field}`;
        const placeholder = language === 'en' ? undefined : (english[field] ?? undefined) || undefined;
        const control = rows ? (
          <Textarea {...form.register(name)} rows={rows} placeholder={placeholder} />
        ) : (
          <Input
            {...form.register(name)}
            placeholder={placeholder}
            required={language === 'en' && field === 'name'}
          />
        );
        return (
          <FormField
            key={field}
            id={id}
            label={t(`adminProducts.form.${label}`)}
            error={error?.message ? t(error.message) : undefined}
          >
            {control}
          </FormField>
        );
      })}
    </div>
  );
}

export function ProductTextTabs({
  form,
  uid,
  tab,
  onTabChange,
}: {
  form: UseFormReturn<ProductFormValues>;
  uid: string;
  tab: Language;
  onTabChange: (tab: Language) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as Language)}>
      <TabsList aria-label={t('adminProducts.form.languageTabs')}>
        {LANGUAGES.map((language) => (
          <TabsTrigger key={language} value={language} lang={language}>
            {/* Each language under its own name, as in the language picker, whatever the back office's. */}
            {LANGUAGE_NAMES[language]}
          </TabsTrigger>
        ))}
      </TabsList>
      {LANGUAGES.map((language) => (
        <TabsContent key={language} value={language}>
          <LanguageFields form={form} uid={uid} language={language} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
