import type { EntityManager, FilterQuery, Loaded } from '@mikro-orm/postgresql';
import type { z } from 'zod';
import type { InquiryCreate, inquiryListInput } from '../../shared/inquiries/schemas.ts';
import type { InquiryView } from '../../shared/inquiries/types.ts';
import { queueLeadMessages } from '../mail/lead-messages.tsx';
import type { MailSettings } from '../mail/mail-settings.ts';
import { PropertySchema } from '../properties/property.entity.ts';
import { InquirySchema, type Inquiry } from './inquiry.entity.ts';

type InquiryColumns = Pick<Inquiry, 'kind' | 'firstName' | 'lastName' | 'email'> &
  Partial<Pick<Inquiry, 'phone' | 'interest' | 'message' | 'sourcePage' | 'details'>> & { propertyId?: number | null };

function splitName(fullName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Each incoming shape becomes the same lead record; nothing the visitor sent is dropped. */
export function toInquiryColumns(input: InquiryCreate): InquiryColumns {
  const common = { email: input.email, sourcePage: input.sourcePage ?? null };
  switch (input.kind) {
    case 'contact':
      return {
        ...common,
        kind: 'contact',
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        interest: input.interest ?? null,
        message: input.message ?? null,
      };
    case 'enquiry':
      return {
        ...common,
        kind: 'enquiry',
        ...splitName(input.name),
        phone: input.phone ?? null,
        message: input.message ?? null,
        propertyId: input.propertyId ?? null,
      };
    case 'valuation':
      return {
        ...common,
        kind: 'valuation',
        ...splitName(input.name),
        phone: input.phone,
        interest: 'Valuation',
        message: input.message ?? null,
      };
    case 'lettings': {
      const {
        kind: _kind,
        type: _type,
        fullName,
        email: _email,
        phone,
        message,
        sourcePage: _source,
        ...details
      } = input;
      return {
        ...common,
        kind: 'lettings',
        ...splitName(fullName),
        phone,
        interest: 'Lettings',
        message: message ?? null,
        details,
      };
    }
  }
}

/** A lead read with its property and agent, whose title and name the lead answers carry. */
export type InquiryWithRelations = Loaded<Inquiry, 'property' | 'assignedAgent'>;

export function toInquiryView(inquiry: InquiryWithRelations): InquiryView {
  return {
    id: inquiry.id,
    kind: inquiry.kind as InquiryView['kind'],
    firstName: inquiry.firstName,
    lastName: inquiry.lastName,
    name: [inquiry.firstName, inquiry.lastName].filter(Boolean).join(' '),
    email: inquiry.email,
    phone: inquiry.phone ?? null,
    interest: inquiry.interest ?? null,
    message: inquiry.message ?? null,
    status: inquiry.status,
    propertyId: inquiry.property?.id ?? null,
    propertyTitle: inquiry.property?.title ?? null,
    sourcePage: inquiry.sourcePage ?? null,
    details: inquiry.details ?? null,
    assignedAgentId: inquiry.assignedAgent?.id ?? null,
    assignedAgentName: inquiry.assignedAgent?.name ?? null,
    statusChangedAt: inquiry.statusChangedAt?.toISOString() ?? null,
    createdAt: inquiry.createdAt.toISOString(),
  };
}

export class InquiryRepository {
  constructor(
    private readonly em: EntityManager,
    /** Given, a new lead queues its e-mails in the transaction that stores it. */
    private readonly mail?: MailSettings,
  ) {}

  /** Stores a lead; a property id that does not exist is kept out rather than failing the lead. */
  async create(input: InquiryCreate): Promise<InquiryView> {
    return this.em.transactional(async (em) => {
      const { propertyId, ...columns } = toInquiryColumns(input);
      const property = propertyId ? await em.findOne(PropertySchema, { id: propertyId }) : null;
      const inquiry = em.create(InquirySchema, { ...columns, property, status: 'New', createdAt: new Date() });
      await em.flush();
      const loaded = await em.populate(inquiry, ['property', 'assignedAgent']);
      if (this.mail) await queueLeadMessages(em, loaded, this.mail);
      return toInquiryView(loaded);
    });
  }

  async list(filter: z.output<typeof inquiryListInput>): Promise<{ items: InquiryView[]; total: number }> {
    const where: FilterQuery<Inquiry> = {};
    if (filter.kind) where.kind = filter.kind;
    if (filter.status) where.status = filter.status;
    if (filter.from || filter.to) {
      where.createdAt = {
        ...(filter.from ? { $gte: new Date(`${filter.from}T00:00:00Z`) } : {}),
        ...(filter.to ? { $lt: new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + 86_400_000) } : {}),
      };
    }
    if (filter.search) {
      const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.$or = [
        { firstName: { $ilike: like } },
        { lastName: { $ilike: like } },
        { email: { $ilike: like } },
        { phone: { $ilike: like } },
      ];
    }
    const [items, total] = await this.em.findAndCount(InquirySchema, where, {
      populate: ['property', 'assignedAgent'],
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: filter.limit,
      offset: filter.offset,
    });
    return { items: items.map(toInquiryView), total };
  }
}
