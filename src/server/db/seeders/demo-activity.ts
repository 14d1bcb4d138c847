import type { EntityManager } from '@mikro-orm/postgresql';
import { toSessionUser } from '../../auth/session-user.ts';
import { Clock } from '../../clock.ts';
import { DealPartySchema } from '../../deals/deal.entity.ts';
import { InquiryPipelineService } from '../../inquiries/inquiry-pipeline.service.ts';
import { InquirySchema } from '../../inquiries/inquiry.entity.ts';
import { LeadIntake } from '../../inquiries/lead-intake.ts';
import { websiteLead } from '../../inquiries/website-lead.ts';
import { takePortalLead } from '../../integrations/portals/portal-lead-intake.ts';
import type { MailSettings } from '../../mail/mail-settings.ts';
import { createTask, TaskWork } from '../../tasks/task.service.ts';
import { UserSchema } from '../../users/user.entity.ts';
import { slotAgents, slotsOf } from '../../viewings/viewing-calendar.ts';
import { ViewingBookings } from '../../viewings/viewing-bookings.ts';
import { addDays, dubaiDate } from '../../../shared/properties/advertising.ts';
import { inquiryCreateSchema } from '../../../shared/inquiries/schemas.ts';
import { bookViewingInput } from '../../../shared/viewings/schemas.ts';
import { demoLeads, type DemoLead } from './data/demo-leads.ts';

const HOUR_MS = 60 * 60 * 1000;
/** How far ahead the demo's viewings are looked for: a fortnight of slots from now. */
const VIEWING_DAYS = 14;

/**
 * Takes one demo lead in the way its channel does: the site's form (LeadIntake), a visitor's viewing
 * booking (ViewingBookings, on a free slot), or a portal's lead (takePortalLead). Returns its id.
 */
async function receive(em: EntityManager, mail: MailSettings, lead: DemoLead, now: Date): Promise<number> {
  if (lead.channel === 'website') {
    const incoming = websiteLead(inquiryCreateSchema.parse(lead.form), lead.language);
    const receivedAt = new Date(now.getTime() - lead.hoursAgo * HOUR_MS);
    return (await new LeadIntake(em, mail).receive({ ...incoming, receivedAt })).id;
  }
  if (lead.channel === 'viewing') {
    const from = dubaiDate(now);
    const agents = await slotAgents(em, { propertyId: lead.propertyId });
    const slots = await slotsOf(em, agents, from, addDays(from, VIEWING_DAYS), now);
    const slot = slots[lead.slot % Math.max(slots.length, 1)];
    if (!slot) throw new Error('The demo agents have no free viewing slot');
    const booking = bookViewingInput.parse({
      propertyId: lead.propertyId,
      start: slot.start,
      mode: 'in-person',
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      message: lead.message,
      consents: ['privacy-2026-11'],
    });
    const viewing = await new ViewingBookings(em, mail, () => now).book(booking, lead.language, 3);
    return viewing.inquiryId;
  }
  const taken = await em.transactional((tem) =>
    takePortalLead(
      tem,
      mail,
      {
        source: lead.channel,
        leadId: lead.leadId,
        channel: lead.via,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        receivedAt: new Date(now.getTime() - lead.hoursAgo * HOUR_MS),
        listing: { id: null, reference: `SSPJ-${String(lead.propertyId).padStart(4, '0')}`, url: null, title: null },
        responseLink: null,
        contactLink: null,
        whatsappUsername: null,
        call: lead.via === 'call' ? { status: 'missed', durationSeconds: 0 } : null,
      },
      'lead.created',
    ),
  );
  return taken.inquiryId;
}

/**
 * The demo's activity: about a dozen leads with their statuses, notes, viewings and tasks, made by the
 * services staff and visitors use, so every row is one the app itself would have written (events,
 * routing, e-mails queued to example addresses that never deliver). The demo deals' buyers and tenants
 * are among the leads, and each such deal is linked to its lead. Only a first start's demo database
 * runs it (db/startup.ts), after the demo content and the first staff account, who stands for the
 * staff (`staffUsername`, else the first owner). It does nothing where there are leads already, so a
 * second run changes nothing.
 */
export async function seedDemoActivity(
  em: EntityManager,
  mail: MailSettings,
  staffUsername: string | null,
  now = new Date(),
): Promise<string> {
  if ((await em.count(InquirySchema, {})) > 0) return 'kept: there are leads already';
  const user = staffUsername
    ? await em.findOneOrFail(UserSchema, { username: staffUsername })
    : await em.findOneOrFail(UserSchema, { role: 'owner' }, { orderBy: { id: 'asc' } });
  const staff = toSessionUser(user);
  const clock = new Clock();
  clock.set(now);
  let tasks = 0;
  for (const lead of demoLeads) {
    const id = await receive(em.fork(), mail, lead, now);
    const pipeline = new InquiryPipelineService(em.fork(), staff);
    for (const status of lead.statuses ?? []) await pipeline.setStatus(id, status);
    if (lead.note) await pipeline.addNote(id, lead.note);
    const held = await em.fork().findOneOrFail(InquirySchema, { id });
    // Routing gives every demo lead an agent (the demo's agents take leads): the tasks are theirs.
    const assigneeId = held.assignedAgent?.id;
    if (assigneeId === undefined) continue;
    for (const task of lead.tasks ?? []) {
      const work = em.fork();
      const made = await work.transactional((tem) =>
        createTask(
          tem,
          {
            inquiryId: id,
            assigneeId,
            type: task.type,
            dueAt: new Date(now.getTime() + task.dueInHours * HOUR_MS),
            note: task.note,
            origin: 'staff',
            createdById: staff.id,
          },
          now,
        ),
      );
      if (task.done) await new TaskWork(em.fork(), { clock }, staff).close({ id: made.id, status: 'done' });
      tasks += 1;
    }
  }
  const linked = await linkDealsToLeads(em.fork());
  return `${demoLeads.length} leads, ${tasks} tasks, ${linked} deals linked to their leads`;
}

/** Each demo deal whose buyer or tenant sent a demo lead is linked to that lead (the deal's "from lead"). */
async function linkDealsToLeads(em: EntityManager): Promise<number> {
  const parties = await em.find(
    DealPartySchema,
    { side: { $in: ['buyer', 'tenant'] }, deal: { inquiry: null } },
    { populate: ['deal'] },
  );
  let linked = 0;
  for (const party of parties) {
    const [firstName, ...rest] = party.name.split(' ');
    const lead = await em.findOne(InquirySchema, { firstName, lastName: rest.join(' ') });
    if (!lead) continue;
    party.deal.inquiry = lead;
    linked += 1;
  }
  await em.flush();
  return linked;
}
