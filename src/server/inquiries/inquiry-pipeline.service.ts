import { LockMode, type EntityManager, type Loaded } from '@mikro-orm/postgresql';
import type { InquiryStatus } from '../../shared/inquiries/schemas.ts';
import type { InquiryDetailView, InquiryEventView } from '../../shared/inquiries/types.ts';
import { AgentSchema } from '../agents/agent.entity.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { notFound } from '../errors.ts';
import { queueLeadUpdated } from '../integrations/webhooks/webhook-deliveries.ts';
import { SCOPED, StaffScope } from '../staff-scope/staff-scope.ts';
import { UserSchema } from '../users/user.entity.ts';
import { InquiryEventSchema, type InquiryEvent } from './inquiry-event.entity.ts';
import { InquirySchema, type Inquiry } from './inquiry.entity.ts';
import { InquiryRepository } from './inquiry.repository.ts';
import { toInquiryView } from './inquiry-view.ts';
import { haltPlans } from '../plans/plan-halts.ts';

const INQUIRY_NOT_FOUND = 'Inquiry not found';

/** An event read with the agent it names and the staff member who recorded it. */
type InquiryEventWithPeople = Loaded<InquiryEvent, 'agent' | 'user'>;

export function toEventView(event: InquiryEventWithPeople): InquiryEventView {
  return {
    id: event.id,
    type: event.type,
    fromStatus: event.fromStatus ?? null,
    toStatus: event.toStatus ?? null,
    agentName: event.agent?.name ?? null,
    note: event.note ?? null,
    by: event.user?.username ?? null,
    createdAt: event.createdAt.toISOString(),
  };
}

/** Staff work on a lead: status pipeline, assignment and notes, each recorded with who and when. */
export class InquiryPipelineService {
  /** What this staff member may read: a lead outside it is "not found" for every action here. */
  private readonly scope: StaffScope;
  private readonly leads: InquiryRepository;

  constructor(
    private readonly em: EntityManager,
    private readonly user: SessionUser,
  ) {
    this.scope = StaffScope.of(user);
    this.leads = new InquiryRepository(em, this.scope);
  }

  async detail(id: number): Promise<InquiryDetailView> {
    const inquiry = await this.leads.findInScope(id);
    if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
    const events = await this.em.find(InquiryEventSchema, this.scope.where(SCOPED.leadEvents, { inquiry: id }), {
      populate: ['agent', 'user'],
      orderBy: { createdAt: 'desc', id: 'desc' },
    });
    const contactLeads = await this.leads.contactLeads(inquiry);
    const contactLeadsElsewhere = await this.leads.contactLeadsElsewhere(inquiry);
    return { ...toInquiryView(inquiry), events: events.map(toEventView), contactLeads, contactLeadsElsewhere };
  }

  async setStatus(id: number, status: InquiryStatus): Promise<InquiryDetailView> {
    await this.em.transactional(async (tem) => {
      const inquiry = await this.lockInScope(tem, id);
      if (inquiry.status === status) return;
      // One instant for the event and the change. A status is no answer to the buyer: the first
      // response is the first message sent or call logged (conversations/conversation-sending.tsx).
      const now = new Date();
      tem.create(InquiryEventSchema, {
        inquiry,
        type: 'status',
        fromStatus: inquiry.status,
        toStatus: status,
        user: tem.getReference(UserSchema, this.user.id),
        createdAt: now,
      });
      inquiry.status = status;
      inquiry.statusChangedAt = now;
      if (status === 'Won' || status === 'Lost')
        await haltPlans(tem, { inquiryId: inquiry.id }, status === 'Won' ? 'won' : 'lost', now);
      await queueLeadUpdated(tem, inquiry);
    });
    return this.detail(id);
  }

  async assign(id: number, agentId: number | null): Promise<InquiryDetailView> {
    await this.requireInScope(id);
    await this.em.transactional(async (tem) => {
      const inquiry = await tem.findOne(InquirySchema, this.scope.where(SCOPED.leads, { id }));
      if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
      const agent = agentId ? await tem.findOne(AgentSchema, { id: agentId }) : null;
      if (agentId && !agent) throw notFound('Agent not found');
      inquiry.assignedAgent = agent;
      tem.create(InquiryEventSchema, {
        inquiry,
        type: 'assignment',
        agent,
        user: tem.getReference(UserSchema, this.user.id),
        createdAt: new Date(),
      });
      await queueLeadUpdated(tem, inquiry);
    });
    return this.detail(id);
  }

  async addNote(id: number, note: string): Promise<InquiryDetailView> {
    await this.em.transactional(async (tem) => {
      const inquiry = await this.lockInScope(tem, id);
      const now = new Date();
      tem.create(InquiryEventSchema, {
        inquiry,
        type: 'note',
        note,
        user: tem.getReference(UserSchema, this.user.id),
        createdAt: now,
      });
    });
    return this.detail(id);
  }

  /** Leads that arrived since this user last opened the inbox. */
  async newSinceLastVisit(): Promise<number> {
    const user = await this.em.findOneOrFail(UserSchema, { id: this.user.id });
    return this.leads.countSince(user.inquiriesSeenAt ?? null);
  }

  /**
   * The lead, locked for this change, if it is still in the caller's scope at this moment: a lead
   * handed to another agent while an agent's change was on its way is "not found" to them.
   */
  private async lockInScope(tem: EntityManager, id: number): Promise<Inquiry> {
    const where = this.scope.where(SCOPED.leads, { id });
    const inquiry = await tem.findOne(InquirySchema, where, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!inquiry) throw notFound(INQUIRY_NOT_FOUND);
    return inquiry;
  }

  private async requireInScope(id: number): Promise<void> {
    if (!(await this.leads.existsInScope(id))) throw notFound(INQUIRY_NOT_FOUND);
  }

  async markInboxSeen(): Promise<void> {
    await this.em.nativeUpdate(UserSchema, { id: this.user.id }, { inquiriesSeenAt: new Date() });
  }
}
