import { Badge, Button, CloseButton, Group, Input, TextInput } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { onEnter } from '../../../../features/console/on-enter.ts';
import { addTag } from './tags.ts';

/**
 * Tag-style entry of the agent form's languages and specialties: a text box plus Add (or Enter) adds a tag, blank
 * entries are ignored, and each tag is removable with a cross.
 */
export function TagInput({
  label,
  value,
  onChange,
  placeholder,
  error,
}: {
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  placeholder?: string;
  error?: ReactNode;
}) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const add = () => {
    onChange(addTag(value, draft));
    setDraft('');
  };
  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: id }} error={error}>
      <Group gap="xs" wrap="nowrap">
        <TextInput
          id={id}
          value={draft}
          placeholder={placeholder}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onEnter(add)}
          style={{ flex: 1 }}
        />
        <Button variant="default" onClick={add} aria-label={`Add ${label.toLowerCase().replace(/s$/, '')}`}>
          Add
        </Button>
      </Group>
      {value.length ? (
        <Group gap={6} mt={8} role="list" aria-label={label}>
          {value.map((tag) => (
            <Badge
              key={tag}
              role="listitem"
              variant="light"
              color="orchid"
              size="lg"
              tt="none"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Remove ${tag}`}
                  onClick={() => onChange(value.filter((item) => item !== tag))}
                />
              }
            >
              {tag}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Input.Wrapper>
  );
}
