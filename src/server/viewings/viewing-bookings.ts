import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Locale } from '../../shared/i18n/locales.ts';
import type { BookViewing, StaffBookViewing, ViewingView } from '../../shared/viewings/schemas.ts';
import { dubaiDate, isFreeSlot, toDubaiIso, type AgentCalendar } from '../../shared/viewings/slots.ts';
import { AgentSchema, type Agent } from '../agents/agent.entity.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { invalidField, SlotTakenError } from '../errors.ts';
import { LeadIntake, type IncomingLead } from '../inquiries/lead-intake.ts';
import type { Inquiry } from '../inquiries/inquiry.entity.ts';
import { fromTheSite, splitName } from '../inquiries/website-lead.ts';
import type { MailSettings } from '../mail/mail-settings.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { calendarsOf, nextSlots, slotAgents } from './viewing-calendar.ts';
import { ViewingSchema } from './viewing.entity.ts';
import { VIEWING_RELATIONS, type LoadedViewing } from './viewing.repository.ts';
import { visitorViewingView } from './visitor-residence.ts';
import { newLinkKey } from './viewing-links.ts';
import { holdContactLimit, type ContactLimit } from './viewing-limits.ts';
import { queueViewingNotices } from './viewing-notices.tsx';
import { haltPlans } from '../plans/plan-halts.ts';

export const SLOT_TAKEN = 'This time has just been booked. Please choose another.';
export const ROUTED_FOR_VIEWING = 'Routed automatically: viewing slot';
const BOOKED_BY_STAFF = 'Viewing booked by staff';
/** Where a viewing staff book on a visitor's behalf comes from, as the inbox's source filter names it. */
const STAFF_SOURCE = 'Console';

const MINUTE = 60_000;
const VIDEO_ROOMS = 'https://meet.jit.si/';

/** Another visitor's booking of the same agent and start is being stored at this moment. */
class SlotClaimedError extends Error {}

/** Whether the database refused a viewing because its agent is already booked then (the exclusion constraint), or is being. */
export function isDoubleBooking(error: unknown): boolean {
  if (error instanceof SlotClaimedError) return true;
  return (
    error instanceof Error &&
    'code' in error &&
    error.code === '23P01' &&
    'constraint' in error &&
    error.constraint === 'viewings_no_double_booking'
  );
}

/** The viewing as a lead: the visitor, the residence, and what was booked (kept with the lead for the pipeline). */
export interface ViewingRequest {
  agent: Agent;
  start: Date;
  end: Date;
  mode: BookViewing['mode'];
  propertyId: number | null;
  /** A visitor's own booking: the future viewings their e-mail and phone may hold (none for staff's). */
  contactLimit: ContactLimit | null;
}

/** Who books, what and when, as both the site's form and the console's give it. */
type VisitorBooking = Pick<BookViewing, 'name' | 'email' | 'phone' | 'mode' | 'propertyId'> & {
  start: Date;
  contactLimit: ContactLimit | null;
};

/** The agent that takes a slot several are free at: the one with the fewest viewings that day, then the lowest id. */
function pickAgent(free: readonly AgentCalendar[]): AgentCalendar {
  return [...free].sort((a, b) => a.busy.length - b.busy.length || a.agentId - b.agentId)[0]!;
}

export class ViewingBookings {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Books a visitor's viewing: the slot must be free now for the residence's agent (or, for a general
   * viewing, for one of the agents who take leads). The lead and the viewing are stored in one
   * transaction; the database's exclusion constraint settles two visitors racing for one slot, and
   * the loser is told the slot has gone, with the next free ones.
   */
  async book(input: BookViewing, language: Locale, maxFuturePerContact: number): Promise<ViewingView> {
    const now = this.now();
    const start = new Date(input.start);
    const agents = await slotAgents(this.em, { propertyId: input.propertyId });
    const date = dubaiDate(start);
    const calendars = await calendarsOf(this.em, agents, date, date);
    const free = calendars.filter((calendar) => isFreeSlot(calendar, start, now));
    if (!free.length) throw await this.slotTaken(agents, start);
    const agent = agents.find((one) => one.id === pickAgent(free).agentId)!;
    const property = input.propertyId
      ? await this.em.findOne(PropertySchema, { id: input.propertyId }, { fields: ['agent'] })
      : null;
    const byProperty = property?.agent?.id === agent.id;
    const routeTo = { agentId: agent.id, byProperty, note: ROUTED_FOR_VIEWING };
    const viewing = await this.bookWith(
      agent,
      agents,
      { ...input, start, contactLimit: { max: maxFuturePerContact, locale: language } },
      { ...fromTheSite(input, language), routeTo },
    );
    return visitorViewingView(this.em, viewing);
  }

  /**
   * Staff book on a visitor's behalf: for their own agent (agents) or any agent (managers, owners),
   * at any future time the agent has no other viewing; the lead comes from the console.
   */
  async staffBook(input: StaffBookViewing, user: SessionUser): Promise<LoadedViewing> {
    const propertyAgentId = await this.propertyAgentId(input);
    const agentId = user.role === 'agent' ? user.agentId : (input.agentId ?? propertyAgentId);
    if (user.role === 'agent' && input.agentId && input.agentId !== agentId) {
      throw invalidField('agentId', 'Agents book their own viewings', input.agentId);
    }
    const agent = agentId ? await this.em.findOne(AgentSchema, { id: agentId }) : null;
    if (!agent) throw invalidField('agentId', 'Choose an agent', input.agentId);
    const start = new Date(input.start);
    if (start <= this.now()) throw invalidField('start', 'Choose a time in the future');
    const channel = { source: STAFF_SOURCE, sourcePage: null, attribution: {}, consents: [], language: input.language };
    const routeTo = { agentId: agent.id, byProperty: false, note: BOOKED_BY_STAFF };
    return this.bookWith(
      agent,
      [agent],
      { ...input, start, contactLimit: null },
      { ...channel, message: input.message ?? null, routeTo },
    );
  }

  /**
   * Stores the visitor's viewing with `agent` and its lead; a double booking the database refuses is
   * answered with the next free slots of the agents that were `offered`.
   */
  private async bookWith(
    agent: Agent,
    offered: readonly Agent[],
    visitor: VisitorBooking,
    channel: Omit<IncomingLead, 'kind' | 'contact' | 'interest' | 'propertyId' | 'details'>,
  ): Promise<LoadedViewing> {
    const request: ViewingRequest = {
      agent,
      start: visitor.start,
      end: new Date(visitor.start.getTime() + agent.workingHours.slotMinutes * MINUTE),
      mode: visitor.mode,
      propertyId: visitor.propertyId ?? null,
      contactLimit: visitor.contactLimit,
    };
    const lead: IncomingLead = {
      ...channel,
      kind: 'viewing',
      contact: { ...splitName(visitor.name), email: visitor.email, phone: visitor.phone },
      interest: 'Viewing',
      propertyId: request.propertyId,
      details: null,
    };
    try {
      return await this.store(lead, request);
    } catch (error) {
      if (isDoubleBooking(error)) throw await this.slotTaken(offered, visitor.start);
      throw error;
    }
  }

  /** The residence's agent (null for none, or no residence); a residence that does not exist is refused. */
  private async propertyAgentId(input: StaffBookViewing): Promise<number | null> {
    if (!input.propertyId) return null;
    const property = await this.em.findOne(PropertySchema, { id: input.propertyId }, { fields: ['agent'] });
    if (!property) throw invalidField('propertyId', 'Residence not found', input.propertyId);
    return property.agent?.id ?? null;
  }

  /** Stores the lead (through the lead intake, so it is routed, mailed and in the pipeline) with its viewing. */
  async store(lead: IncomingLead, request: ViewingRequest): Promise<LoadedViewing> {
    let viewingId = 0;
    const details = { start: toDubaiIso(request.start), end: toDubaiIso(request.end), mode: request.mode };
    await new LeadIntake(this.em, this.mail).receive({ ...lead, details }, async (tem, inquiry) => {
      viewingId = (await this.insert(tem, inquiry, request)).id;
    });
    return this.em.fork().findOneOrFail(ViewingSchema, { id: viewingId }, { populate: VIEWING_RELATIONS });
  }

  private async insert(tem: EntityManager, inquiry: Inquiry, request: ViewingRequest) {
    // Visitors racing for one slot: the first takes this lock and the others give up at once, rather
    // than hold a connection each while the exclusion constraint makes them wait for the first to
    // commit (a burst would otherwise empty the pool). Other overlaps are the constraint's to refuse.
    const [claim] = await tem.execute<Array<{ locked: boolean }>>('select pg_try_advisory_xact_lock(?, ?) as locked', [
      request.agent.id,
      Math.floor(request.start.getTime() / MINUTE),
    ]);
    if (!claim?.locked) throw new SlotClaimedError();
    if (request.contactLimit) await holdContactLimit(tem, inquiry, request.contactLimit, this.now());
    const viewing = tem.create(ViewingSchema, {
      inquiry,
      agent: request.agent.id,
      property: request.propertyId,
      startsAt: request.start,
      endsAt: request.end,
      mode: request.mode,
      status: 'booked',
      sequence: 0,
      uid: `viewing-${randomUUID()}@${new URL(this.mail.publicUrl).hostname}`,
      linkKey: newLinkKey(),
      videoLink: request.mode === 'video' ? `${VIDEO_ROOMS}SixSensesViewing-${randomBytes(12).toString('hex')}` : null,
    });
    await tem.flush();
    // A viewing booked: the person's follow-up plans have done their work and pause.
    await haltPlans(tem, { contactKey: inquiry.contactKey }, 'viewing', this.now());
    await queueViewingNotices(tem, await tem.populate(viewing, VIEWING_RELATIONS), 'booked', this.mail);
    return viewing;
  }

  /** The refusal for a slot that has gone, with the next free slots of the same agents. */
  async slotTaken(agents: readonly Agent[], start: Date): Promise<SlotTakenError> {
    return new SlotTakenError(SLOT_TAKEN, await nextSlots(this.em.fork(), agents, start, this.now()));
  }
}
