import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { FORM_F_PATH, formFOptionsSchema } from '../../../shared/deals/form-f.ts';
import { idSchema } from '../../../shared/validation.ts';
import { gatedContext, staffRoute } from '../../auth/staff-route.ts';
import type { Services } from '../../services.ts';
import { StaffScope } from '../../staff-scope/staff-scope.ts';
import { formFInputOf } from './form-f-input.ts';

const params = z.object({ id: idSchema });

/**
 * A sale's Form F as a PDF, for staff who may see the deal (an agent: their own, the one deal scope;
 * another agent's deal is "not found"). The download form's answers come as the query string. The
 * PDF library loads with the first download, not with the server.
 */
export const registerFormF: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get(`${FORM_F_PATH}/:id/form-f.pdf`, staffRoute('deals.read', services), async (request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
    const context = gatedContext(request);
    const id = params.safeParse(request.params);
    if (!context || !id.success) return reply.status(404).send({ message: 'Not found' });
    const options = formFOptionsSchema.safeParse(request.query);
    if (!options.success)
      return reply.status(400).send({ message: options.error.issues[0]?.message ?? 'Invalid form' });
    const input = await formFInputOf(
      context.em,
      StaffScope.of(context.user),
      id.data.id,
      options.data,
      services.clock.now(),
    );
    if (input === 'not-found') return reply.status(404).send({ message: 'Not found' });
    if (input === 'rental')
      return reply.status(409).send({ message: 'Form F is the MOU of a sale; a rental has its tenancy contract' });
    const { renderFormF } = await import('./form-f-document.ts');
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="form-f-deal-${id.data.id}.pdf"`)
      .header('X-Content-Type-Options', 'nosniff')
      .send(await renderFormF(input));
  });
};
