import { Badge, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { ScreeningHitView } from '../../../shared/compliance/file.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { trpcErrorMessage } from '../../lib/trpc-errors.ts';
import { useConsoleMutation } from '../console/use-console-mutation.ts';
import { complianceQueryKeys } from './compliance-queries.ts';

const STATUS_LABEL = {
  open: () => m.compliance_open(),
  'false-positive': () => m.compliance_false_positive(),
  confirmed: () => m.compliance_confirmed(),
} as const;

/** Possible sanctions matches, each resolved by a compliance officer with a note. */
export function HitList({ hits }: { hits: ScreeningHitView[] }) {
  if (hits.length === 0) return <Text c="dimmed">{m.compliance_no_hits()}</Text>;
  return (
    <Stack gap="sm">
      {hits.map((hit) => (
        <HitRow key={hit.id} hit={hit} />
      ))}
    </Stack>
  );
}

function HitRow({ hit }: { hit: ScreeningHitView }) {
  const { trpc } = useRouter().options.context;
  const [note, setNote] = useState('');
  const resolve = useConsoleMutation(trpc.compliance.resolveHit.mutationOptions(), {
    saved: (_, { status }) => ({ title: m.compliance_hits(), message: STATUS_LABEL[status]() }),
    failed: (error) => trpcErrorMessage(error, 'The hit could not be resolved.'),
    invalidate: complianceQueryKeys(trpc),
  });
  return (
    <Stack gap={4} data-testid="screening-hit">
      <Group gap="xs">
        <Badge color={hit.status === 'confirmed' ? 'red' : hit.status === 'open' ? 'orange' : 'gray'}>
          {STATUS_LABEL[hit.status]()}
        </Badge>
        <Text size="sm" fw={600}>
          {hit.screenedName}
        </Text>
        <Text size="sm">
          ~ {hit.matchedName} ({hit.reference}, {Math.round(hit.score * 100)}%)
        </Text>
      </Group>
      {hit.status === 'open' ? (
        <Group align="flex-end" gap="xs">
          <Textarea
            label={m.compliance_note()}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            autosize
            minRows={1}
            style={{ flex: 1 }}
          />
          {(['false-positive', 'confirmed'] as const).map((status) => (
            <Button
              key={status}
              size="compact-sm"
              color={status === 'confirmed' ? 'red.9' : undefined}
              variant={status === 'confirmed' ? 'filled' : 'default'}
              disabled={resolve.isPending}
              onClick={() => resolve.mutate({ id: hit.id, status, note })}
            >
              {STATUS_LABEL[status]()}
            </Button>
          ))}
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {hit.note} {hit.resolvedBy ? `(${hit.resolvedBy})` : ''}
        </Text>
      )}
    </Stack>
  );
}
