import { Card, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { BLOG_AUTHOR_KEYS, BLOG_AUTHORS } from '../../../../../shared/articles/authors.ts';
import { BLOG_CATEGORIES } from '../../../../../shared/articles/blog.ts';
import { articleSaveSchema, type ArticleStaffView } from '../../../../../shared/articles/schemas.ts';
import { FormActions } from '../../../../features/console/FormActions/FormActions.tsx';
import { ImageField } from '../../../../features/console/ImageField/ImageField.tsx';
import type { RecordScreen } from '../../../../features/console/RecordScreen/RecordScreen.tsx';
import { useRecordForm } from '../../../../features/console/use-record-form.ts';
import { articleToFormValues, EMPTY_ARTICLE, slugFromTitle, type ArticleFormValues } from './article-form-values.ts';
import { ArticleLanguageTabs } from './ArticleLanguageTabs.tsx';
import { ArticlePublishing } from './ArticlePublishing.tsx';

const AUTHOR_OPTIONS = BLOG_AUTHOR_KEYS.map((key) => ({ value: key, label: BLOG_AUTHORS[key].name }));

/**
 * An article: its address, category, author and cover, its texts in every language, and where it
 * stands. Save keeps the standing; Publish, Schedule and Unpublish save with a new one.
 */
export function ArticleForm({ record }: { record: ArticleStaffView | null }) {
  const { form, errors, field, onSubmit, actions } = useRecordForm({
    kind: articleScreen,
    id: record?.id ?? null,
    schema: articleSaveSchema,
    initialValues: record ? articleToFormValues(record) : EMPTY_ARTICLE,
  });
  return (
    <Card withBorder padding="lg" maw={960}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label="Address"
              description="/blog/… (a changed address keeps the old one leading here)"
              required
              {...field('slug')}
              onBlur={() => {
                // A new article's address follows its English title until staff write one.
                if (!form.values.slug && form.values.title)
                  form.setFieldValue('slug', slugFromTitle(form.values.title));
              }}
            />
            <Select
              label="Category"
              required
              allowDeselect={false}
              data={[...BLOG_CATEGORIES]}
              {...field('category')}
            />
            <Select label="Author" required allowDeselect={false} data={AUTHOR_OPTIONS} {...field('author')} />
          </SimpleGrid>
          <ImageField
            label="Cover image"
            inputProps={field('imageUrl')}
            onUploaded={(url) => form.setFieldValue('imageUrl', url)}
          />
          <ArticleLanguageTabs
            values={form.values}
            inputProps={form.getInputProps}
            errors={errors}
            setBody={(locale, html) =>
              form.setFieldValue(locale === 'en' ? 'body' : `translations.${locale}.body`, html)
            }
          />
          <ArticlePublishing
            record={record}
            busy={actions.busy}
            error={errors['publication.publishAt']}
            onSave={(publication) => form.setFieldValue('publication', publication)}
          />
          {/* The form's own button keeps the standing as it is, whatever a button above asked before. */}
          <div onClickCapture={() => form.setFieldValue('publication', undefined)}>
            <FormActions {...actions} label={record ? 'Save' : 'Save draft'} />
          </div>
        </Stack>
      </form>
    </Card>
  );
}

export const articleScreen: RecordScreen<ArticleStaffView, ArticleFormValues> = {
  noun: 'Article',
  listPath: '/admin/articles',
  titles: { create: 'Write Article', edit: 'Edit Article' },
  Form: ArticleForm,
  mutations: (trpc) => ({
    create: trpc.articles.create.mutationOptions(),
    update: trpc.articles.update.mutationOptions(),
    invalidate: [trpc.articles.pathKey(), trpc.translations.work.queryKey()],
  }),
};
