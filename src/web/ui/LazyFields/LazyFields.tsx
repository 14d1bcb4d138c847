import {
  NumberInput as ServerNumberInput,
  Select as ServerSelect,
  type NumberInputProps,
  type SelectProps,
} from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LAZY_FIELD_ATTRIBUTE, noteTapsBeforeHydration } from './taps-before-hydration.ts';

/**
 * Mantine's Select and NumberInput in a chunk of their own, for pages whose filters are their only
 * use of them: the server renders them as usual, so the HTML is complete and looks the same, and the
 * browser hydrates them once their chunk has arrived, after the page's first paint, instead of
 * shipping the combobox and number-format code with the page. Same props as Mantine's.
 */
const loadFields = () => import('./fields.tsx');
// A tap on a select before its chunk is in opens its list once it has hydrated (see the module).
noteTapsBeforeHydration();
// Mantine's fields are generic in their values; these wrappers keep the site's (strings, numbers).
// The server renders them directly, so even its first render after a start is complete in place
// (a lazy component would suspend once and stream); the client build drops these branches.
const SelectChunk = import.meta.env.SSR
  ? (props: SelectProps) => <ServerSelect {...props} />
  : lazy(() =>
      loadFields().then(({ Select: MantineSelect }) => ({
        default: (props: SelectProps) => <MantineSelect {...props} />,
      })),
    );
const NumberInputChunk = import.meta.env.SSR
  ? (props: NumberInputProps) => <ServerNumberInput {...props} />
  : lazy(() =>
      loadFields().then(({ NumberInput: MantineNumberInput }) => ({
        default: (props: NumberInputProps) => <MantineNumberInput {...props} />,
      })),
    );

export function Select(props: SelectProps) {
  return (
    <Suspense fallback={null}>
      <SelectChunk {...{ [LAZY_FIELD_ATTRIBUTE]: '' }} {...props} />
    </Suspense>
  );
}

export function NumberInput(props: NumberInputProps) {
  return (
    <Suspense fallback={null}>
      <NumberInputChunk {...props} />
    </Suspense>
  );
}
