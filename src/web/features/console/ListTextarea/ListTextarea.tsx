import { Textarea, type TextareaProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/**
 * A list of short texts (a residence's features) typed one a line, in the order the page shows them.
 * The form keeps every line while staff type; blank lines are dropped when it is saved.
 */
export function ListTextarea({
  inputProps,
  ...props
}: Omit<TextareaProps, 'value' | 'onChange'> & { inputProps: GetInputPropsReturnType }) {
  const { value, onChange, ...rest } = inputProps;
  return (
    <Textarea
      autosize
      minRows={2}
      maxRows={10}
      {...rest}
      {...props}
      value={Array.isArray(value) ? value.join('\n') : ''}
      onChange={(event) => onChange(event.currentTarget.value.split('\n'))}
    />
  );
}
