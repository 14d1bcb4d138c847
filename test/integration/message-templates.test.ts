import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEventSchema } from '../../src/server/audit/audit-event.entity.ts';
import { MessageTemplateSchema } from '../../src/server/conversations/message-template.entity.ts';
import { messageTemplates } from '../../src/server/db/seeders/data/message-templates.ts';
import { InquirySchema } from '../../src/server/inquiries/inquiry.entity.ts';
import { PropertySchema } from '../../src/server/properties/property.entity.ts';
import { messageTemplateInput } from '../../src/shared/conversations/schemas.ts';
import { storedAgent } from '../support/agents.ts';
import { refusalOf, type AppClient } from '../support/app-client.ts';
import { staffAccount, type StaffAccount } from '../support/staff-accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let owner: AppClient;
let manager: StaffAccount;
let agent: StaffAccount;
let agentId: number;
let otherAgentId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { INQUIRY_RATE_LIMIT_PER_MINUTE: '10000' } });
  owner = await t.staff();
  agentId = await storedAgent(t, 'Layla Templates');
  otherAgentId = await storedAgent(t, 'Omar Elsewhere');
  manager = await staffAccount(t, 'templates.manager', 'manager');
  agent = await staffAccount(t, 'templates.agent', 'agent', { agentId });
});
afterAll(() => t.close());

const em = () => t.orm.em.fork();
let sequence = 0;

/** A lead about the first demo residence, in `language`, assigned to `assignedTo`; its id and the residence. */
async function lead(language: 'en' | 'ar' | 'ru' | 'zh', assignedTo: number) {
  sequence += 1;
  const property = await em().findOneOrFail(PropertySchema, { id: { $gt: 0 } }, { orderBy: { id: 'asc' } });
  const { id } = await t.client().trpc.inquiries.create.mutate({
    kind: 'contact',
    firstName: 'Amelia',
    lastName: 'Hart',
    email: `amelia.templates.${sequence}@example.com`,
    phone: `+97155${3_000_000 + sequence}`,
    message: 'Is the residence still available?',
  });
  await em().nativeUpdate(InquirySchema, { id }, { property: property.id, assignedAgent: assignedTo, language });
  return { id, property };
}

const template = {
  name: 'Viewing follow-up',
  subject: 'About {residence}',
  body: 'Dear {firstName}, this is {agentName} ({agentPhone}) of {agencyName}.',
  translations: { ru: { body: 'Уважаемая {firstName}, это {agentName}.' } },
};

describe('message templates', () => {
  it('are seeded in every language, and the seeds pass the one schema', async () => {
    const listed = await owner.trpc.conversations.templates.list.query();
    expect(listed.map((one) => one.name)).toEqual(expect.arrayContaining(messageTemplates.map((one) => one.name)));
    for (const seed of messageTemplates) {
      expect(() => messageTemplateInput.parse(seed)).not.toThrow();
      expect(Object.keys(seed.translations).sort()).toEqual(['ar', 'ru', 'zh']);
    }
    expect(await t.orm.schema.getUpdateSchemaSQL()).not.toMatch(/message_templates/);
  });

  it('are kept by owners and managers, audited, and refused to agents', async () => {
    const created = await manager.client.trpc.conversations.templates.create.mutate(template);
    expect(created).toMatchObject({
      name: 'Viewing follow-up',
      translations: { ru: { body: template.translations.ru.body } },
    });
    const updated = await owner.trpc.conversations.templates.update.mutate({
      id: created.id,
      data: { ...template, translations: { ...template.translations, zh: { subject: '关于{residence}' } } },
    });
    expect(updated.translations.zh).toEqual({ subject: '关于{residence}' });
    const trail = await em().find(
      AuditEventSchema,
      { subject: `message template ${created.id}` },
      { orderBy: { id: 'asc' } },
    );
    expect(trail.map((event) => [event.action, event.details])).toEqual([
      ['message_template.created', { name: 'Viewing follow-up' }],
      ['message_template.updated', { name: 'Viewing follow-up', changed: ['subject (zh)'] }],
    ]);

    const edits = [
      () => agent.client.trpc.conversations.templates.create.mutate(template),
      () => agent.client.trpc.conversations.templates.update.mutate({ id: created.id, data: template }),
      () => agent.client.trpc.conversations.templates.delete.mutate({ id: created.id }),
      () => agent.client.trpc.conversations.templates.byId.query({ id: created.id }),
    ];
    for (const call of edits) expect((await refusalOf(call())).code).toBe('FORBIDDEN');
    expect((await agent.client.trpc.conversations.templates.list.query()).map((one) => one.id)).toContain(created.id);

    await manager.client.trpc.conversations.templates.delete.mutate({ id: created.id });
    expect(await em().count(MessageTemplateSchema, { id: created.id })).toBe(0);
    expect((await refusalOf(owner.trpc.conversations.templates.byId.query({ id: created.id }))).httpStatus).toBe(404);
  });

  it('refuses an unknown placeholder by name, in English or another language, and stores nothing', async () => {
    const before = await em().count(MessageTemplateSchema, {});
    const english = await refusalOf(
      owner.trpc.conversations.templates.create.mutate({ ...template, body: 'Dear {firstname}, see {residence}.' }),
    );
    expect(english.code).toBe('BAD_REQUEST');
    expect(english.fieldErrors?.body?.[0]).toMatch(/^Unknown placeholder \{firstname\}: use \{firstName\}/);
    const arabic = await refusalOf(
      owner.trpc.conversations.templates.create.mutate({ ...template, translations: { ar: { subject: '{buyer}' } } }),
    );
    expect(arabic.fieldErrors?.['translations.ar.subject']?.[0]).toMatch(/^Unknown placeholder \{buyer\}/);
    expect(await em().count(MessageTemplateSchema, {})).toBe(before);
  });

  it("renders for the lead in the lead's language, the rest in English and said so, for the agent's own leads only", async () => {
    const created = await owner.trpc.conversations.templates.create.mutate(template);
    const russian = await lead('ru', agentId);
    const rendered = await agent.client.trpc.conversations.templates.render.query({
      templateId: created.id,
      inquiryId: russian.id,
    });
    expect(rendered).toEqual({
      language: 'ru',
      subject: `About ${russian.property.translations.ru?.title}`,
      body: 'Уважаемая Amelia, это Layla Templates.',
      englishFallback: ['subject'],
      unfilled: [],
    });

    const english = await manager.client.trpc.conversations.templates.render.query({
      templateId: created.id,
      inquiryId: (await lead('en', agentId)).id,
    });
    // A manager without an agent of their own writes as the lead's agent.
    expect(english.body).toBe(
      'Dear Amelia, this is Layla Templates (+971 50 000 0000) of Six Senses Residences Palm Jumeirah.',
    );
    expect(english).toMatchObject({ subject: `About ${russian.property.title}`, englishFallback: [] });

    const theirs = await lead('en', otherAgentId);
    const refused = await refusalOf(
      agent.client.trpc.conversations.templates.render.query({ templateId: created.id, inquiryId: theirs.id }),
    );
    expect(refused.httpStatus).toBe(404);
  });

  it('leaves empty, and names, what the lead has nothing for', async () => {
    const created = await owner.trpc.conversations.templates.create.mutate(template);
    const { id } = await lead('en', agentId);
    await em().nativeUpdate(InquirySchema, { id }, { property: null, assignedAgent: null });
    const rendered = await owner.trpc.conversations.templates.render.query({ templateId: created.id, inquiryId: id });
    expect(rendered).toMatchObject({ subject: 'About', unfilled: ['residence', 'agentName', 'agentPhone'] });
  });
});
