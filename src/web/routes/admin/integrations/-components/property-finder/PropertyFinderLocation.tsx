import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { SectionCard } from '../../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleMutation } from '../../../../../features/console/use-console-mutation.ts';
import { trpcErrorMessage } from '../../../../../lib/trpc-errors.ts';

/**
 * The development's place in Property Finder's location tree, chosen once: every listing is sent
 * with it (GET /v1/locations?search= finds it).
 */
export function PropertyFinderLocation({ connected }: { connected: boolean }) {
  const { trpc } = useRouter().options.context;
  const [typed, setTyped] = useState('Six Senses');
  const [search, setSearch] = useState<string | null>(null);
  const chosenQuery = trpc.propertyFinderListings.location.queryOptions();
  const { data: chosen } = useQuery(chosenQuery);
  const found = useQuery(
    trpc.propertyFinderListings.searchLocations.queryOptions({ search: search ?? '' }, { enabled: search !== null }),
  );
  const choose = useConsoleMutation(trpc.propertyFinderListings.setLocation.mutationOptions(), {
    saved: (answer) => ({ title: 'Location Saved', message: `Listings go to ${answer.name}.` }),
    failed: (error) => trpcErrorMessage(error, 'The location could not be saved. Please try again.'),
    invalidate: [chosenQuery.queryKey],
    onSaved: () => setSearch(null),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  return (
    <SectionCard
      title="Listing location"
      description="Where Property Finder shows the residences this console publishes."
    >
      <Stack gap="sm">
        <Text size="sm" data-testid="pf-location">
          {chosen ? `Chosen: ${chosen.name} (${chosen.locationId})` : 'Not chosen yet: nothing can be published.'}
        </Text>
        <form onSubmit={submit}>
          <Group gap="sm" align="flex-end">
            <TextInput
              label="Search Property Finder's locations"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              disabled={!connected}
              style={{ flex: 1, minWidth: 200 }}
            />
            <Button
              type="submit"
              variant="default"
              disabled={!connected || typed.trim().length < 2}
              loading={found.isFetching}
            >
              Search
            </Button>
          </Group>
        </form>
        {found.error ? <Text size="sm">{trpcErrorMessage(found.error, 'The search failed.')}</Text> : null}
        {found.data?.ok === false ? <Text size="sm">{found.data.error}</Text> : null}
        {found.data?.ok && found.data.value.length === 0 ? <Text size="sm">No location matches.</Text> : null}
        {found.data?.ok && found.data.value.length > 0 ? (
          <List size="sm" spacing={6} listStyleType="none" data-testid="pf-location-results">
            {found.data.value.map((location) => (
              <List.Item key={location.id}>
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <Text size="sm">{location.name}</Text>
                  <Button
                    size="xs"
                    onClick={() => choose.mutate({ locationId: location.id, name: location.name })}
                    loading={choose.isPending}
                  >
                    Use this
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
