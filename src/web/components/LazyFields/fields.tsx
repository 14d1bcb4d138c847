// The chunk behind LazyFields.tsx: Mantine's combobox and number fields with what they bring
// (floating-ui, popovers, transitions, react-number-format).
import { Select as MantineSelect, type SelectProps } from '@mantine/core';
import { startTransition, useEffect, useState } from 'react';

export { NumberInput } from '@mantine/core';

/**
 * Mantine's Select with its closed list mounted after hydration rather than during it. Mantine keeps
 * a closed list in the page (hidden) so the arrow keys can pick an option before it opens; the list
 * sits in a portal, and a portal mounts in a layout effect, so right after hydrating a form React
 * rendered every select's options synchronously, in one task (~140 ms for the valuation form's four
 * at phone speed, most of the page's blocking time). Here the lists are first not kept, then kept
 * from a transition, which React renders in slices that yield to the browser. A select opened in
 * between renders its list when it opens, as any select does.
 */
export function Select(props: SelectProps) {
  const [keepList, setKeepList] = useState(false);
  useEffect(() => {
    startTransition(() => setKeepList(true));
  }, []);
  return <MantineSelect {...props} comboboxProps={{ keepMounted: keepList, ...props.comboboxProps }} />;
}
