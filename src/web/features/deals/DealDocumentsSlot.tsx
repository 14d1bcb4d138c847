import { Button, Card, Collapse, Group, NumberInput, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import type { DealDocumentView } from '../../../shared/deals/documents.ts';
import { formFHref, type FormFOptions } from '../../../shared/deals/form-f.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { DealPapers } from './DealPapers.tsx';

/**
 * The deal page's documents: the Form F (the sale's MOU) as a PDF filled from the deal, with what the
 * deal does not keep asked here (title deed or Oqood number, a permit, the deposit, the date). The
 * download is a plain link, so the browser saves the file the server names. Under it, the papers
 * uploaded to the deal (the signed copies among them).
 */
export function DealDocumentsSlot({ dealId, documents }: { dealId: number; documents: readonly DealDocumentView[] }) {
  const [opened, { toggle }] = useDisclosure(false);
  const [options, setOptions] = useState<FormFOptions>({});
  const set = (key: keyof FormFOptions) => (value: string | number | undefined) =>
    setOptions((previous) => ({ ...previous, [key]: value === '' ? undefined : value }));

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={`deal-${dealId}-documents`}>
      <Group justify="space-between">
        <Title order={2} fz="1.1rem" id={`deal-${dealId}-documents`}>
          {m.form_f_title()}
        </Title>
        <Button
          variant="default"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          onClick={toggle}
          aria-expanded={opened}
        >
          {m.form_f_title()}
        </Button>
      </Group>
      {/* Opens at once: the fields are a short form, not a panel worth animating. */}
      <Collapse expanded={opened} transitionDuration={0}>
        <Text size="sm" c="dimmed" mt="sm" mb="sm">
          {m.form_f_description()}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mb="sm">
          <TextInput
            label={m.form_f_title_deed()}
            maxLength={40}
            onChange={(event) => set('titleDeedNumber')(event.currentTarget.value.trim())}
          />
          <TextInput
            label={m.form_f_oqood()}
            maxLength={40}
            onChange={(event) => set('oqoodNumber')(event.currentTarget.value.trim())}
          />
          <TextInput
            label={m.form_f_permit()}
            maxLength={20}
            onChange={(event) => set('permitNumber')(event.currentTarget.value.trim())}
          />
          <NumberInput
            label={m.form_f_deposit()}
            min={0}
            thousandSeparator=","
            onChange={(value) => set('depositAed')(typeof value === 'number' ? value : undefined)}
          />
          <TextInput
            type="date"
            label={m.form_f_signed_on()}
            onChange={(event) => set('signedOn')(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Button
          component="a"
          href={formFHref(dealId, options)}
          download
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
        >
          {m.form_f_download()}
        </Button>
      </Collapse>
      <DealPapers dealId={dealId} documents={documents} />
    </Card>
  );
}
