import { ActionIcon, Button, Card, Group, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import {
  MESSAGE_TEMPLATE_TRANSLATED_FIELDS,
  type MessageTemplateView,
} from '../../../../../shared/conversations/message-templates.ts';
import { ConfirmDeleteModal } from '../../../../features/console/ConfirmDeleteModal/ConfirmDeleteModal.tsx';
import { useDeleteRecord } from '../../../../features/console/ConfirmDeleteModal/use-delete-record.ts';
import { ConsoleTable, type ConsoleColumn } from '../../../../features/console/ConsoleTable/ConsoleTable.tsx';
import { timeColumn } from '../../../../features/console/ConsoleTable/time-column.tsx';
import { TranslationBadges } from '../../../../features/console/ContentTranslations/TranslationBadges.tsx';
import { PageHeader } from '../../../../features/console/PageHeader/PageHeader.tsx';

function AddButton({ children = 'Add Template' }: { children?: ReactNode }) {
  return (
    <Button component={Link} to="/admin/templates/new" leftSection={<IconPlus size={16} aria-hidden />}>
      {children}
    </Button>
  );
}

/** The card and title row around the list, in every state. */
export function TemplatesFrame({ children }: { children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Card.Section withBorder inheritPadding py="md">
        <PageHeader
          title="Message Templates"
          description="What agents start a message to a buyer from, in the buyer's language."
          actions={<AddButton />}
          inCard
        />
      </Card.Section>
      {children}
    </Card>
  );
}

/** The templates, each with its languages at a glance and a way to edit or delete it. */
export function TemplateList({ templates }: { templates: MessageTemplateView[] }) {
  const { trpc } = useRouter().options.context;
  const removal = useDeleteRecord<MessageTemplateView>({
    noun: 'Template',
    nameOf: (template) => template.name,
    remove: trpc.conversations.templates.delete.mutationOptions(),
    invalidate: [trpc.conversations.templates.pathKey()],
  });
  const columns: ConsoleColumn<MessageTemplateView>[] = [
    {
      key: 'name',
      header: 'Name',
      phone: 'title',
      sortValue: (template) => template.name,
      cell: (template) => (
        <div>
          <Text fw={500} size="sm">
            {template.name}
          </Text>
          <TranslationBadges
            record={template}
            translations={template.translations}
            fields={MESSAGE_TEMPLATE_TRANSLATED_FIELDS}
          />
        </div>
      ),
    },
    {
      key: 'subject',
      header: 'Subject',
      cell: (template) => (
        <Text size="sm" lineClamp={1}>
          {template.subject || '—'}
        </Text>
      ),
    },
    timeColumn('updatedAt', 'Changed', (template) => template.updatedAt),
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      phone: 'actions',
      cell: (template) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon
              component={Link}
              to={`/admin/templates/${template.id}`}
              variant="subtle"
              aria-label={`Edit ${template.name}`}
            >
              <IconEdit size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${template.name}`}
              onClick={() => removal.ask(template)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];
  return (
    <TemplatesFrame>
      <ConsoleTable
        label="Message templates"
        columns={columns}
        rows={templates}
        rowKey={(template) => template.id}
        empty={
          <Group justify="center" py="xl" gap="sm" style={{ flexDirection: 'column' }}>
            <Text c="dimmed">No templates yet.</Text>
            <AddButton>Add Your First Template</AddButton>
          </Group>
        }
        minWidth={640}
        verticalSpacing="sm"
        highlightOnHover
      />
      <ConfirmDeleteModal {...removal.dialog} />
    </TemplatesFrame>
  );
}
