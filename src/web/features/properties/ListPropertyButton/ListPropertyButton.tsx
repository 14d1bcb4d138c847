import { Button, type MantineColor } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { m } from '../../../../shared/paraglide/messages.js';
import { localHref } from '../../../lib/i18n.ts';

/** Where an owner who wants to sell or let goes from a property search: the valuation request. */
export const LIST_PROPERTY_HREF = '/valuations';

/** "List your property", beside a property search (the landing panel, the finder): the valuation page, in a new tab. */
export function ListPropertyButton({ color }: { color?: MantineColor }) {
  return (
    <Button
      component="a"
      href={localHref(LIST_PROPERTY_HREF)}
      target="_blank"
      rel="noopener"
      variant="outline"
      color={color}
      rightSection={<IconExternalLink size={14} aria-hidden="true" />}
      aria-label={m.finder_list_property_new_tab()}
    >
      {m.finder_list_property()}
    </Button>
  );
}
