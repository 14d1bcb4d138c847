import type { PropertyInput } from '../../../../../shared/properties/schemas.ts';
import type { StaffPropertyView } from '../../../../../shared/properties/types.ts';
import { ContentTranslations } from '../../../../features/console/ContentTranslations/ContentTranslations.tsx';
import type { TranslatedFieldSpec } from '../../../../features/console/ContentTranslations/translation-form-values.ts';
import type { ConsoleForm } from '../../../../features/console/use-record-form.ts';
import { FormSection } from './FormSection.tsx';
import type { NO_PROPERTY_TRANSLATION, PropertyFormValues } from './property-form-values.ts';

/** Every text the residence page shows in words, in the order the page shows them. */
const TRANSLATED_FIELDS: TranslatedFieldSpec<typeof NO_PROPERTY_TRANSLATION>[] = [
  { name: 'title', label: 'Title', kind: 'line' },
  { name: 'description', label: 'Description', kind: 'paragraph' },
  { name: 'features', label: 'Features', kind: 'list' },
  { name: 'privateAmenities', label: 'Private amenities', kind: 'list' },
  { name: 'view', label: 'View', kind: 'line' },
  { name: 'floor', label: 'Floor', kind: 'line' },
  { name: 'parking', label: 'Parking', kind: 'line' },
  { name: 'furnished', label: 'Furnished', kind: 'line' },
  { name: 'completionStatus', label: 'Completion', kind: 'line' },
  { name: 'location', label: 'Location', kind: 'line' },
];

/** The residence's texts in Arabic, Russian and Chinese, beside the English staff wrote. */
export function PropertyLanguages({
  form,
  errors,
  record,
}: Pick<ConsoleForm<PropertyFormValues, PropertyInput>, 'form' | 'errors'> & { record: StaffPropertyView | null }) {
  return (
    <FormSection title="Other languages">
      <ContentTranslations
        translations={form.values.translations}
        inputProps={form.getInputProps}
        // The English of fields this form does not hold (features, view...) is the record's.
        english={{ ...record, ...form.values }}
        fields={TRANSLATED_FIELDS}
        errors={errors}
      />
    </FormSection>
  );
}
