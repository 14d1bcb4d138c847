import { Button, Checkbox, Container, Loader, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { m } from '../../../../shared/paraglide/messages.js';
import { COMPARE_LIMIT, formatShortlistIds } from '../../../../shared/shortlist/shortlist.ts';
import { PropertyCard } from '../../../features/properties/PropertyCard/PropertyCard.tsx';
import { removeFromShortlist, saveAllToShortlist, useShortlist } from '../../../features/shortlist/shortlist-store.ts';
import { useHydrationValue } from '../../../lib/hydration/use-is-hydrating.ts';
import { localHref } from '../../../lib/i18n.ts';
import { notifyVisitor } from '../../../lib/notify.ts';
import { shortlistQuery } from '../../../queries.ts';
import { SendShortlistForm } from './SendShortlistForm.tsx';
import classes from './Shortlist.module.css';

/**
 * One's own shortlist (`shared` null) or one opened from a share link: the residences, a link that
 * shares them, compare, "Save all" for a shared one and "Send me this shortlist".
 */
export function ShortlistScreen({ shared }: { shared: number[] | null }) {
  const { trpc, siteUrl } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate();
  const saved = useShortlist();
  // The server cannot read this browser's list: it (and hydration) render the waiting state.
  const hydrated = useHydrationValue(false, true);
  const ids = shared ?? saved;
  const residences = useQuery({ ...shortlistQuery(trpc, ids), enabled: hydrated && ids.length > 0 });
  const [picked, setPicked] = useState<number[]>([]);
  const available = (residences.data ?? []).flatMap((entry) => (entry.state === 'advertised' ? [entry.property] : []));
  const comparing = picked.filter((id) => available.some((property) => property.id === id));
  const shareUrl = new URL(localHref(`/shortlist?ids=${formatShortlistIds(ids)}`), siteUrl).href;
  const pick = (id: number, on: boolean) =>
    setPicked((current) => (on ? [...current, id].slice(-COMPARE_LIMIT) : current.filter((one) => one !== id)));

  return (
    <div className={classes.page}>
      <section className={classes.intro}>
        <Container>
          <Title order={1}>{shared ? m.shortlist_shared_title() : m.shortlist_title()}</Title>
          <Text className={classes.lead}>{m.shortlist_intro()}</Text>
          {shared && hydrated ? (
            <Button
              mt="lg"
              onClick={() => {
                saveAllToShortlist(shared);
                notifyVisitor({ title: m.shortlist_all_saved(), message: '' });
              }}
            >
              {m.shortlist_save_all()}
            </Button>
          ) : null}
        </Container>
      </section>
      <Container className={classes.listing}>
        {!hydrated || residences.isPending ? (
          ids.length || !hydrated ? (
            <Loader className={classes.loader} aria-label={m.finder_loading()} />
          ) : (
            <EmptyShortlist />
          )
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl" verticalSpacing="xl">
              {(residences.data ?? []).map((entry) =>
                entry.state === 'advertised' ? (
                  <div key={entry.property.id} className={classes.item}>
                    <PropertyCard property={entry.property} />
                    <Checkbox
                      className={classes.pick}
                      label={m.shortlist_compare_pick({ title: entry.property.title })}
                      checked={comparing.includes(entry.property.id)}
                      onChange={(event) => pick(entry.property.id, event.currentTarget.checked)}
                    />
                  </div>
                ) : (
                  <article key={entry.id} className={classes.gone} data-testid="shortlist-unavailable">
                    <Title order={2} className={classes.goneTitle}>
                      {m.shortlist_unavailable()}
                    </Title>
                    <Text>{m.shortlist_unavailable_detail({ id: entry.id })}</Text>
                    {shared ? null : (
                      <Button variant="outline" color="ink.9" onClick={() => removeFromShortlist(entry.id)}>
                        {m.shortlist_remove()}
                      </Button>
                    )}
                  </article>
                ),
              )}
            </SimpleGrid>
            <div className={classes.tools}>
              <Text size="sm">{m.shortlist_compare_hint()}</Text>
              <Button
                disabled={comparing.length < 2}
                onClick={() =>
                  void navigate({ to: '/shortlist/compare', search: { ids: formatShortlistIds(comparing) } })
                }
              >
                {m.shortlist_compare()}
              </Button>
              <TextInput
                className={classes.share}
                label={m.shortlist_share_label()}
                value={shareUrl}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                dir="ltr"
              />
            </div>
            {available.length ? <SendShortlistForm propertyIds={available.map((property) => property.id)} /> : null}
          </>
        )}
      </Container>
    </div>
  );
}

function EmptyShortlist() {
  return (
    <div className={classes.empty}>
      <Text>{m.shortlist_empty()}</Text>
      <Button component={Link} to="/properties" mt="lg">
        {m.shortlist_browse()}
      </Button>
    </div>
  );
}
