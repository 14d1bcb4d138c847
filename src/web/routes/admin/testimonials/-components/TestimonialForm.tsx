import { Card, Input, Rating, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { z } from 'zod';
import { testimonialInputSchema, type TestimonialView } from '../../../../../shared/testimonials/schemas.ts';
import { ContentTranslations } from '../../../../features/console/ContentTranslations/ContentTranslations.tsx';
import {
  translationFormValues,
  type TranslatedFieldSpec,
  type TranslationFormValues,
} from '../../../../features/console/ContentTranslations/translation-form-values.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import type { RecordScreen } from '../../../../features/console/RecordScreen/RecordScreen.tsx';
import { useRecordForm } from '../../../../features/console/use-record-form.ts';

/**
 * The list's arrows set the order, so the form leaves it out; the stars hold the rating as the
 * number the schema makes of it.
 */
type TestimonialFormValues = Omit<z.input<typeof testimonialInputSchema>, 'sortOrder' | 'rating' | 'translations'> &
  Pick<z.output<typeof testimonialInputSchema>, 'rating'> & {
    translations: TranslationFormValues<typeof NO_TRANSLATION>;
  };

const NO_TRANSLATION = { role: '', text: '' };
const TRANSLATED_FIELDS: TranslatedFieldSpec<typeof NO_TRANSLATION>[] = [
  { name: 'role', kind: 'line' },
  { name: 'text', kind: 'paragraph' },
];

const EMPTY_TESTIMONIAL: TestimonialFormValues = {
  name: '',
  role: '',
  text: '',
  rating: 5,
  translations: translationFormValues(undefined, NO_TRANSLATION),
};

const testimonialToFormValues = ({
  name,
  role,
  text,
  rating,
  translations,
}: TestimonialView): TestimonialFormValues => ({
  name,
  role,
  text,
  rating,
  translations: translationFormValues(translations, NO_TRANSLATION),
});

export function TestimonialForm({ record }: { record: TestimonialView | null }) {
  const { form, errors, field, onSubmit, actions } = useRecordForm({
    kind: testimonialScreen,
    id: record?.id ?? null,
    schema: testimonialInputSchema,
    initialValues: record ? testimonialToFormValues(record) : EMPTY_TESTIMONIAL,
  });
  return (
    <Card withBorder padding="lg" maw={880}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Name" required {...field('name')} />
            <TextInput label="Role" required placeholder="e.g. Penthouse owner" {...field('role')} />
          </SimpleGrid>
          <Textarea label="Testimonial" required autosize minRows={4} maxRows={10} {...field('text')} />
          <Input.Wrapper label="Rating" error={errors.rating}>
            <Rating
              value={form.values.rating}
              onChange={(value) => form.setFieldValue('rating', value)}
              count={5}
              size="lg"
              aria-label="Rating"
              getSymbolLabel={(index) => `${index} star${index === 1 ? '' : 's'}`}
            />
          </Input.Wrapper>
          <ContentTranslations
            translations={form.values.translations}
            inputProps={form.getInputProps}
            english={form.values}
            fields={TRANSLATED_FIELDS}
            errors={errors}
          />
          <FormActions {...actions} />
        </Stack>
      </form>
    </Card>
  );
}

export const testimonialScreen: RecordScreen<TestimonialView, TestimonialFormValues> = {
  noun: 'Testimonial',
  listPath: '/admin/testimonials',
  titles: { create: 'Add Testimonial', edit: 'Edit Testimonial' },
  Form: TestimonialForm,
  mutations: (trpc) => ({
    create: trpc.testimonials.create.mutationOptions(),
    update: trpc.testimonials.update.mutationOptions(),
    // The dashboard counts every kind of content.
    invalidate: [trpc.testimonials.pathKey(), trpc.dashboard.summary.queryKey()],
  }),
};
