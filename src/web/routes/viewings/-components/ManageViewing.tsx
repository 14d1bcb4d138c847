import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '../../../../shared/paraglide/messages.js';
import type { ViewingView } from '../../../../shared/viewings/schemas.ts';
import { slotsAfterConflict, takenSlot } from '../../../features/viewings/availability.ts';
import { ViewingFacts } from '../../../features/viewings/ViewingBooking/ViewingConfirmation.tsx';
import { ViewingBooking } from '../../../features/viewings/ViewingBooking/ViewingBooking.tsx';
import { visitorTimeZone } from '../../../features/viewings/viewing-time.ts';
import { useViewingSlots } from '../../../features/viewings/use-viewing-slots.ts';
import classes from './ManageViewing.module.css';

/**
 * What an e-mail link opens. A move link shows the viewing and the agent's free slots; a cancel link
 * asks once before cancelling. Nothing changes on the GET itself (a mail scanner only reads): moving
 * and cancelling are the visitor's clicks.
 */
export function ManageViewing({ token }: { token: string | null }) {
  const { trpc } = useRouteContext({ from: '__root__' });
  const [zone] = useState(visitorTimeZone);
  const shown = useQuery({ ...trpc.viewings.byToken.queryOptions({ token: token ?? '' }), enabled: token !== null });
  const move = useMutation(trpc.viewings.move.mutationOptions());
  const cancel = useMutation(trpc.viewings.cancel.mutationOptions());
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const link = shown.data;
  const slots = useViewingSlots({ agentId: link?.viewing.agent.id ?? null }, link?.purpose === 'move');

  let body;
  if (token === null || shown.isError) body = <Text role="alert">{m.viewing_manage_invalid()}</Text>;
  else if (!link)
    body = (
      <Group justify="center">
        <Loader size="sm" aria-label={m.viewing_loading()} />
      </Group>
    );
  else if (cancel.isSuccess || link.viewing.status === 'cancelled')
    body = <Text role="status">{cancel.isSuccess ? m.viewing_manage_cancelled() : m.viewing_status_cancelled()}</Text>;
  else if (move.isSuccess) body = <Moved viewing={move.data} zone={zone} />;
  else if (link.purpose === 'cancel')
    body = (
      <Stack gap="md">
        <Facts viewing={link.viewing} zone={zone} />
        <Text>{m.viewing_manage_cancel_question()}</Text>
        {cancel.isError && <Alert color="red">{m.viewing_manage_invalid()}</Alert>}
        <Group gap="sm">
          <Button color="red" loading={cancel.isPending} onClick={() => cancel.mutate({ token })}>
            {m.viewing_manage_cancel_confirm()}
          </Button>
        </Group>
      </Stack>
    );
  else {
    const taken = takenSlot(move.error, movedTo);
    body = (
      <Stack gap="lg">
        <Facts viewing={link.viewing} zone={zone} />
        <Text fw={500}>{m.viewing_manage_move()}</Text>
        {move.error && !taken && <Alert color="red">{m.viewing_manage_invalid()}</Alert>}
        <ViewingBooking
          slots={{ ...slots, slots: slotsAfterConflict(slots.slots, move.error, taken) }}
          mode={link.viewing.mode}
          onModeChange={() => undefined}
          askMode={false}
          askDetails={false}
          zone={zone}
          busy={move.isPending}
          taken={taken}
          submitLabel={m.viewing_manage_save()}
          onSubmit={(choice) => {
            setMovedTo(choice.start);
            move.mutate({ token, start: choice.start });
          }}
        />
      </Stack>
    );
  }

  return (
    <section className={classes.section} aria-labelledby="viewing-manage-title">
      <Container size="sm">
        <Title order={1} id="viewing-manage-title" className={classes.title}>
          {m.viewing_manage_title()}
        </Title>
        <Text className={classes.intro}>{m.viewing_manage_intro()}</Text>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          {body}
        </Paper>
      </Container>
    </section>
  );
}

function Facts({ viewing, zone }: { viewing: ViewingView; zone: string }) {
  return (
    <ViewingFacts viewing={{ start: viewing.start, mode: viewing.mode, agentName: viewing.agent.name }} zone={zone} />
  );
}

function Moved({ viewing, zone }: { viewing: ViewingView; zone: string }) {
  return (
    <Stack gap="md" role="status">
      <Text fw={500}>{m.viewing_manage_moved()}</Text>
      <Facts viewing={viewing} zone={zone} />
    </Stack>
  );
}
