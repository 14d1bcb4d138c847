import { AgentSchema } from '../../src/server/agents/agent.entity.ts';
import type { TestApp } from './test-app.ts';

/** An agent stored directly (its e-mail made from its name); its id. */
export async function storedAgent(t: TestApp, name: string, takesLeads = true): Promise<number> {
  const em = t.orm.em.fork();
  const created = em.create(AgentSchema, {
    name,
    title: 'Property Consultant',
    phone: '+971 50 000 0000',
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    bio: 'Sells and lets residences on the Palm.',
    photoUrl: '/media/agents/placeholder.webp',
    takesLeads,
  });
  await em.flush();
  return created.id;
}
