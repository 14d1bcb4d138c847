import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { m } from '../../../shared/paraglide/messages.js';
import { localHref } from '../../lib/i18n.ts';
import { MessageScreen } from '../MessageScreen/MessageScreen.tsx';

/** The not-found screen, shown for any unknown path (HTTP 404). */
export function NotFoundScreen() {
  return (
    <MessageScreen id="not-found-title" code="404" title={m.not_found_title()} text={m.not_found_text()}>
      <Button component={Link} to="/">
        {m.not_found_home()}
      </Button>
      <Button component={Link} to="/properties" variant="outline">
        {m.not_found_properties()}
      </Button>
      <Button component="a" href={localHref('/contact-for-properties')} variant="outline" color="ink.9">
        {m.not_found_contact()}
      </Button>
    </MessageScreen>
  );
}
