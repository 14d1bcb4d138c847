import type { PropertyInput } from '../../../../../shared/properties/schemas.ts';
import { ContentTranslations } from '../../../../features/console/ContentTranslations/ContentTranslations.tsx';
import type { TranslatedFieldSpec } from '../../../../features/console/ContentTranslations/translation-form-values.ts';
import type { ConsoleForm } from '../../../../features/console/use-record-form.ts';
import { FormSection } from './FormSection.tsx';
import type { NO_PROPERTY_TRANSLATION, PropertyFormValues } from './property-form-values.ts';

/** Every text the residence page shows in words, in the order the page shows them. */
const TRANSLATED_FIELDS: TranslatedFieldSpec<typeof NO_PROPERTY_TRANSLATION>[] = [
  { name: 'title', kind: 'line' },
  { name: 'description', kind: 'paragraph' },
  { name: 'features', kind: 'list' },
  { name: 'privateAmenities', kind: 'list' },
  { name: 'view', kind: 'line' },
  { name: 'floor', kind: 'line' },
  { name: 'parking', kind: 'line' },
  { name: 'furnished', kind: 'line' },
  { name: 'completionStatus', kind: 'line' },
  { name: 'location', kind: 'line' },
];

/** The residence's texts in Arabic, Russian and Chinese, beside the English staff wrote. */
export function PropertyLanguages({
  form,
  errors,
}: Pick<ConsoleForm<PropertyFormValues, PropertyInput>, 'form' | 'errors'>) {
  return (
    <FormSection title="Other languages">
      <ContentTranslations
        translations={form.values.translations}
        inputProps={form.getInputProps}
        english={form.values}
        fields={TRANSLATED_FIELDS}
        errors={errors}
      />
    </FormSection>
  );
}
