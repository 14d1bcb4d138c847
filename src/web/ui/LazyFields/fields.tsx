// The chunk behind LazyFields.tsx: Mantine's combobox and number fields with what they bring
// (floating-ui, popovers, transitions, react-number-format).
import { Select as MantineSelect, type SelectProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { startTransition, useEffect, useRef, useState } from 'react';
import { takeTapBeforeHydration } from './taps-before-hydration.ts';

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
export function Select({ ref: forwardedRef, onDropdownOpen, onDropdownClose, ...props }: SelectProps) {
  const [keepList, setKeepList] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const ref = useMergedRef(input, forwardedRef);
  const opened = useRef(false);
  useEffect(() => {
    startTransition(() => setKeepList(true));
    const element = input.current;
    if (!element || !takeTapBeforeHydration(element)) return;
    // Tapped before this chunk came: open the list as the tap would have, unless React delivered
    // the click itself meanwhile (it can hydrate a select on the click, then deliver it after this
    // effect). The text box has had the focus since the tap. Not cancelled on unmount: a click on a
    // select gone from the page reaches nobody, and StrictMode's trial remount keeps the element.
    setTimeout(() => opened.current || element.click());
  }, []);
  return (
    <MantineSelect
      {...props}
      ref={ref}
      onDropdownOpen={() => {
        opened.current = true;
        onDropdownOpen?.();
      }}
      onDropdownClose={() => {
        opened.current = false;
        onDropdownClose?.();
      }}
      comboboxProps={{ keepMounted: keepList, ...props.comboboxProps }}
    />
  );
}
