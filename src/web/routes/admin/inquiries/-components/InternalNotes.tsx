import { Button, Group, Textarea } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { SectionCard } from '../../../../features/console/SectionCard/SectionCard.tsx';
import { useConsoleMutation } from '../../../../features/console/use-console-mutation.ts';

/** A note only staff see, added to the lead's history. */
export function InternalNotes({ inquiryId }: { inquiryId: number }) {
  const { trpc } = useRouter().options.context;
  const [note, setNote] = useState('');
  const addNote = useConsoleMutation(trpc.inquiries.addNote.mutationOptions(), {
    onSaved: () => setNote(''),
    saved: { title: 'Note Added', message: 'The note has been saved.' },
    failed: 'The note could not be saved. Please try again.',
    invalidate: [trpc.inquiries.byId.queryKey({ id: inquiryId }), trpc.conversations.timeline.queryKey({ inquiryId })],
  });
  return (
    <SectionCard title="Internal notes">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (note.trim()) addNote.mutate({ id: inquiryId, note });
        }}
      >
        <Textarea
          label="New note"
          description="Only staff see notes."
          autosize
          minRows={2}
          maxRows={8}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group justify="flex-end" mt="xs">
          <Button type="submit" size="sm" disabled={addNote.isPending || !note.trim()}>
            {addNote.isPending ? 'Saving...' : 'Add Note'}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
