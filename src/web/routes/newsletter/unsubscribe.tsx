import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageTitle } from '../../../shared/agency.ts';
import { m } from '../../../shared/paraglide/messages.js';
import { localHref } from '../../lib/i18n.ts';
import { optionalSearchText } from '../../lib/search-params.ts';
import classes from './-components/Unsubscribe.module.css';

export const Route = createFileRoute('/newsletter/unsubscribe')({
  validateSearch: (raw: Record<string, unknown>): { token?: string } => {
    const token = optionalSearchText(raw.token, 200);
    return token ? { token } : {};
  },
  head: () => ({ meta: [{ title: pageTitle(m.newsletter_page_title()) }, { name: 'robots', content: 'noindex' }] }),
  component: Unsubscribe,
});

/**
 * The page behind the unsubscribe link of our e-mails. Opening it unsubscribes from the browser (a
 * POST once the page runs), not on the GET itself, so a mail scanner that fetches links does not
 * unsubscribe anyone; no sign-in, the link's token is the proof.
 */
function Unsubscribe() {
  const { trpc } = Route.useRouteContext();
  const { token } = Route.useSearch();
  const unsubscribe = useMutation(trpc.newsletter.unsubscribe.mutationOptions());
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (token) mutate({ token });
  }, [token, mutate]);

  const failed = !token || unsubscribe.isError;
  const title = failed
    ? m.newsletter_page_invalid_title()
    : unsubscribe.isSuccess
      ? m.newsletter_page_done_title()
      : m.newsletter_page_pending_title();
  const text = failed
    ? m.newsletter_page_invalid_text()
    : unsubscribe.isSuccess
      ? m.newsletter_page_done_text({ site: m.site_name() })
      : m.newsletter_page_pending_text();

  return (
    <section className={classes.section} aria-labelledby="unsubscribe-title">
      <Container size="sm" className={classes.inner}>
        <span className={classes.rule} aria-hidden="true" />
        <Title order={1} id="unsubscribe-title" className={classes.title}>
          {title}
        </Title>
        <Text className={classes.text} role="status">
          {text}
        </Text>
        <Group justify="center" gap="md" className={classes.actions}>
          <Button component={Link} to="/">
            {m.not_found_home()}
          </Button>
          <Button component="a" href={localHref('/contact-for-properties')} variant="outline" color="ink.9">
            {m.not_found_contact()}
          </Button>
        </Group>
      </Container>
    </section>
  );
}
