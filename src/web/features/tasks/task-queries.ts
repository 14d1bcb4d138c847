import type { QueryKey } from '@tanstack/react-query';
import type { Trpc } from '../../router-context.ts';

/** What a task's change alters: the task lists, the day, and the timelines that show tasks. */
export function taskQueryKeys(trpc: Trpc): QueryKey[] {
  return [trpc.tasks.pathKey(), trpc.conversations.timeline.pathKey()];
}
