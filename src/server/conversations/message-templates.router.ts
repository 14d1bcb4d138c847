import type { EntityManager } from '@mikro-orm/postgresql';
import { messageTemplateInput, renderTemplateInput } from '../../shared/conversations/schemas.ts';
import { byIdInput } from '../../shared/validation.ts';
import type { AuditEntry } from '../audit/audit-entry.ts';
import { notFound } from '../errors.ts';
import { router, staffProcedure } from '../trpc/init.ts';
import { ConversationSending } from './conversation-sending.tsx';
import { MessageTemplateRepository, TEMPLATE_NOT_FOUND, toTemplateView } from './message-templates.ts';

const templates = (em: EntityManager) => new MessageTemplateRepository(em);

const entry = (action: AuditEntry['action'], id: number, details: AuditEntry['details']): AuditEntry => ({
  action,
  subject: `message template ${id}`,
  details,
});

/**
 * The composer's message templates: owners and managers keep them (`conversations.templates`), everyone
 * who writes to buyers lists them and fills one for a lead of theirs (`conversations.write`).
 */
export const messageTemplatesRouter = router({
  list: staffProcedure('conversations.write').query(({ ctx }) => templates(ctx.em).list()),

  byId: staffProcedure('conversations.templates')
    .input(byIdInput)
    .query(async ({ ctx, input }) => {
      const template = await templates(ctx.em).find(input.id);
      if (!template) throw notFound(TEMPLATE_NOT_FOUND);
      return toTemplateView(template);
    }),

  create: staffProcedure('conversations.templates')
    .input(messageTemplateInput)
    .mutation(({ ctx, input }) =>
      ctx.services.audit.recordWith(
        ctx,
        (tem) => templates(tem).create(input),
        (created) => entry('message_template.created', created.id, { name: created.name }),
      ),
    ),

  update: staffProcedure('conversations.templates')
    .input(byIdInput.extend({ data: messageTemplateInput }))
    .mutation(async ({ ctx, input }) => {
      const saved = await ctx.services.audit.recordWith(
        ctx,
        async (tem) => {
          const updated = await templates(tem).update(input.id, input.data);
          if (!updated) throw notFound(TEMPLATE_NOT_FOUND);
          return updated;
        },
        ({ template, changed }) =>
          changed.length ? entry('message_template.updated', template.id, { name: template.name, changed }) : null,
      );
      return saved.template;
    }),

  delete: staffProcedure('conversations.templates')
    .input(byIdInput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.audit.recordWith(
        ctx,
        async (tem) => {
          const name = await templates(tem).delete(input.id);
          if (name === null) throw notFound(TEMPLATE_NOT_FOUND);
          return name;
        },
        (name) => entry('message_template.deleted', input.id, { name }),
      );
      return { success: true as const, id: input.id };
    }),

  /** A template filled for a lead the caller may write to, in the lead's language, for the composer to edit. */
  render: staffProcedure('conversations.write')
    .input(renderTemplateInput)
    .query(async ({ ctx, input }) => {
      const template = await templates(ctx.em).find(input.templateId);
      if (!template) throw notFound(TEMPLATE_NOT_FOUND);
      return new ConversationSending(ctx.em, ctx.services, ctx.user).renderTemplate(
        template,
        input.inquiryId,
        input.language,
      );
    }),
});
