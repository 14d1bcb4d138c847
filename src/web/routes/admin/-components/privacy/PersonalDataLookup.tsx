import { Button, Card, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { personalDataLookupSchema } from '../../../../../shared/privacy/schemas.ts';

/** The e-mail address or telephone number of the person whose data staff look for. */
export function PersonalDataLookup({ onFind }: { onFind: (contact: string) => void }) {
  const form = useForm({
    initialValues: { contact: '' },
    validate: schemaResolver(personalDataLookupSchema, { sync: true }),
  });
  return (
    <Card withBorder padding="lg">
      <form onSubmit={form.onSubmit((values) => onFind(values.contact.trim()))} noValidate>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="E-mail address or telephone number"
            placeholder="name@example.com or +971 50 123 4567"
            description="The contact you verified belongs to the person. Only records under that exact address or number are found: an address typed on their leads needs its own verified request."
            autoComplete="off"
            required
            style={{ flex: '1 1 20rem' }}
            {...form.getInputProps('contact')}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            Find
          </Button>
        </Group>
      </form>
    </Card>
  );
}
