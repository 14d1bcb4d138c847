import { Card, Input, Rating, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { z } from 'zod';
import { testimonialInputSchema, type TestimonialView } from '../../../../../shared/testimonials/schemas.ts';
import type { ContentScreen } from '../../-components/ContentScreens.tsx';
import { useFormDraft } from '../../../../features/console/drafts.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import type { RecordFormProps } from '../../../../features/console/use-save-record.ts';

/**
 * The list's arrows set the order, so the form leaves it out; the stars hold the rating as the
 * number the schema makes of it.
 */
export type TestimonialFormValues = Omit<z.input<typeof testimonialInputSchema>, 'sortOrder' | 'rating'> &
  Pick<z.output<typeof testimonialInputSchema>, 'rating'>;

export const EMPTY_TESTIMONIAL: TestimonialFormValues = { name: '', role: '', text: '', rating: 5 };

export const testimonialToFormValues = ({ name, role, text, rating }: TestimonialView): TestimonialFormValues => ({
  name,
  role,
  text,
  rating,
});

export function TestimonialForm({
  initialValues,
  mode,
  draftKey,
  busy,
  onSubmit,
  serverErrors,
}: RecordFormProps<TestimonialFormValues>) {
  const form = useForm<TestimonialFormValues>({
    initialValues,
    validate: schemaResolver(testimonialInputSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  useFormDraft(draftKey, form);
  const errors = { ...serverErrors, ...form.errors };
  return (
    <Card withBorder padding="lg" maw={880}>
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Name" required {...form.getInputProps('name')} error={errors.name} />
            <TextInput
              label="Role"
              required
              placeholder="e.g. Penthouse owner"
              {...form.getInputProps('role')}
              error={errors.role}
            />
          </SimpleGrid>
          <Textarea
            label="Testimonial"
            required
            autosize
            minRows={4}
            maxRows={10}
            {...form.getInputProps('text')}
            error={errors.text}
          />
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
          <FormActions cancelTo="/admin/testimonials" busy={busy} mode={mode} noun="Testimonial" />
        </Stack>
      </form>
    </Card>
  );
}

export const testimonialScreen: ContentScreen<TestimonialView, TestimonialFormValues> = {
  noun: 'Testimonial',
  listPath: '/admin/testimonials',
  titles: { create: 'Add Testimonial', edit: 'Edit Testimonial' },
  Form: TestimonialForm,
  empty: EMPTY_TESTIMONIAL,
  toFormValues: testimonialToFormValues,
  mutations: (trpc) => ({
    pathKey: trpc.testimonials.pathKey(),
    create: trpc.testimonials.create.mutationOptions(),
    update: trpc.testimonials.update.mutationOptions(),
  }),
};
