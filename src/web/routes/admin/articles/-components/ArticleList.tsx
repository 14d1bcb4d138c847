import { ActionIcon, Badge, Button, Card, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  ARTICLE_TRANSLATED_FIELDS,
  type ArticleStaffView,
  type ArticleStatus,
} from '../../../../../shared/articles/schemas.ts';
import { ConfirmDeleteModal } from '../../../../features/console/ConfirmDeleteModal/ConfirmDeleteModal.tsx';
import { useDeleteRecord } from '../../../../features/console/ConfirmDeleteModal/use-delete-record.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { TranslationBadges } from '../../../../features/console/ContentTranslations/TranslationBadges.tsx';
import { PageHeader } from '../../../../features/console/PageHeader/PageHeader.tsx';
import { formatDateTime } from '../../../../lib/format-time.ts';

/** Each standing in staff's words, and its badge colour. */
export const STATUS_LOOK: Record<ArticleStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  scheduled: { label: 'Scheduled', color: 'blue' },
  published: { label: 'Published', color: 'teal' },
};

/** The Articles screen's title row, the same while it loads, fails or shows. */
export function ArticleListFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader
        title="Articles"
        description="The blog in every language: drafts, scheduled and published articles."
        actions={
          <Button
            renderRoot={(props) => <Link {...props} to="/admin/articles/new" />}
            leftSection={<IconPlus size={16} />}
          >
            Write Article
          </Button>
        }
      />
      {children}
    </>
  );
}

/** Every article, newest change first: where it stands, when it comes out, and which languages it lacks. */
export function ArticleList({ articles }: { articles: readonly ArticleStaffView[] }) {
  const { trpc } = useRouter().options.context;
  const removal = useDeleteRecord<ArticleStaffView>({
    noun: 'Article',
    nameOf: (article) => `"${article.title}"`,
    remove: trpc.articles.delete.mutationOptions(),
    invalidate: [trpc.articles.pathKey(), trpc.translations.work.queryKey()],
  });
  const columns: ConsoleColumn<ArticleStaffView>[] = [
    {
      key: 'title',
      header: 'Article',
      phone: 'title',
      sortValue: (article) => article.title,
      cell: (article) => (
        <div>
          <Link to="/admin/articles/$id" params={{ id: String(article.id) }}>
            <Text size="sm" fw={500} span>
              {article.title}
            </Text>
          </Link>
          <Text size="xs" c="dimmed">
            /blog/{article.slug} · {article.category}
          </Text>
          <TranslationBadges record={article} translations={article.translations} fields={ARTICLE_TRANSLATED_FIELDS} />
        </div>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortValue: (article) => article.status,
      cell: (article) => (
        <Badge variant="light" color={STATUS_LOOK[article.status].color} tt="none">
          {STATUS_LOOK[article.status].label}
        </Badge>
      ),
    },
    {
      key: 'publishAt',
      header: 'Publication (Dubai)',
      sortValue: (article) => article.publishAt ?? '',
      cell: (article) => <Text size="sm">{article.publishAt ? formatDateTime(article.publishAt) : '—'}</Text>,
    },
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      phone: 'actions',
      cell: (article) => (
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete ${article.title}`}
            onClick={() => removal.ask(article)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];
  return (
    <ArticleListFrame>
      <Card withBorder padding={0}>
        <ConsoleTable
          label="Articles"
          columns={columns}
          rows={[...articles]}
          rowKey={(article) => article.id}
          rowProps={(article) => ({ 'data-status': article.status })}
          empty="No articles yet."
        />
      </Card>
      <ConfirmDeleteModal {...removal.dialog} />
    </ArticleListFrame>
  );
}
