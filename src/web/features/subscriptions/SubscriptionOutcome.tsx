import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { m } from '../../../shared/paraglide/messages.js';
import { localHref } from '../../lib/i18n.ts';
import { MessageScreen } from '../../ui/MessageScreen/MessageScreen.tsx';

/** The page behind a link of our newsletter and alert e-mails (confirm, unsubscribe): where it stands, and the way on. */
export function SubscriptionOutcome({ title, text }: { title: string; text: string }) {
  return (
    <MessageScreen id="newsletter-outcome-title" title={title} text={text} status>
      <Button component={Link} to="/">
        {m.not_found_home()}
      </Button>
      <Button component="a" href={localHref('/contact-for-properties')} variant="outline" color="ink.9">
        {m.not_found_contact()}
      </Button>
    </MessageScreen>
  );
}
