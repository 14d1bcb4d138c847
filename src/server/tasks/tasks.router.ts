import { byIdInput } from '../../shared/validation.ts';
import {
  taskCloseInput,
  taskCreateInput,
  taskListInput,
  taskReminderSettingsInput,
  taskRescheduleInput,
} from '../../shared/tasks/schemas.ts';
import { notFound } from '../errors.ts';
import { StaffScope } from '../staff-scope/staff-scope.ts';
import { router, staffProcedure } from '../trpc/init.ts';
import { TaskRepository, toTaskView } from './task.repository.ts';
import { TASK_NOT_FOUND, TaskWork } from './task.service.ts';
import { readToday } from './today.ts';
import { readReminderSettings, saveReminderSettings } from './reminder-settings.ts';

export const tasksRouter = router({
  /** Open tasks (soonest due first) or closed ones, of a lead or of the caller's reach. */
  list: staffProcedure('tasks.read')
    .input(taskListInput)
    .query(async ({ ctx, input }) => {
      const now = ctx.services.clock.now();
      const tasks = await new TaskRepository(ctx.em, StaffScope.of(ctx.user)).list(input);
      return tasks.map((task) => toTaskView(task, now));
    }),

  byId: staffProcedure('tasks.read')
    .input(byIdInput)
    .query(async ({ ctx, input }) => {
      const task = await new TaskRepository(ctx.em, StaffScope.of(ctx.user)).find(input.id);
      if (!task) throw notFound(TASK_NOT_FOUND);
      return toTaskView(task, ctx.services.clock.now());
    }),

  /** The agent's day (/admin/today). */
  today: staffProcedure('tasks.read').query(({ ctx }) => readToday(ctx.em, ctx.user, ctx.services.clock.now())),

  /** Each agent's open tasks past due (the dashboard's line for owners and managers). */
  overdueByAgent: staffProcedure('tasks.assign').query(({ ctx }) =>
    new TaskRepository(ctx.em, StaffScope.of(ctx.user)).overdueByAgent(ctx.services.clock.now()),
  ),

  create: staffProcedure('tasks.work')
    .input(taskCreateInput)
    .mutation(({ ctx, input }) => new TaskWork(ctx.em, ctx.services, ctx.user).create(input)),

  reschedule: staffProcedure('tasks.work')
    .input(taskRescheduleInput)
    .mutation(({ ctx, input }) => new TaskWork(ctx.em, ctx.services, ctx.user).reschedule(input)),

  /** Done or skipped, with one click. */
  close: staffProcedure('tasks.work')
    .input(taskCloseInput)
    .mutation(({ ctx, input }) => new TaskWork(ctx.em, ctx.services, ctx.user).close(input)),

  /** The caller's own reminder settings (WhatsApp to their number), on their agent profile. */
  reminderSettings: staffProcedure('tasks.work').query(({ ctx }) =>
    readReminderSettings(ctx.em, ctx.services, ctx.user),
  ),

  saveReminderSettings: staffProcedure('tasks.work')
    .input(taskReminderSettingsInput)
    .mutation(({ ctx, input }) => saveReminderSettings(ctx.em, ctx.services, ctx.user, input)),
});
