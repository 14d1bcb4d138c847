import { ActionIcon, Modal, Tooltip } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { TaskForm } from './TaskForm.tsx';

/**
 * A lead's "add a task" from a list row (the inbox): the same TaskForm the lead's timeline and Today
 * use, in a dialog, so the agent need not open the lead to plan the call back.
 */
export function AddTaskButton({ inquiryId, leadName }: { inquiryId: number; leadName: string }) {
  const [open, setOpen] = useState(false);
  const label = `Add a task for ${leadName}`;
  return (
    <>
      <Tooltip label="Add a task">
        <ActionIcon variant="subtle" color="dark" aria-label={label} onClick={() => setOpen(true)}>
          <IconCalendarPlus size={18} stroke={1.5} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Modal opened={open} onClose={() => setOpen(false)} title={label}>
        {open ? <TaskForm inquiryId={inquiryId} onDone={() => setOpen(false)} /> : null}
      </Modal>
    </>
  );
}
