// The chunk behind LazyFields.tsx: Mantine's combobox and number fields with what they bring
// (floating-ui, popovers, transitions, react-number-format).
export { NumberInput, Select } from '@mantine/core';
