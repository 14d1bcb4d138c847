import type { EntityManager } from '@mikro-orm/postgresql';
import type { ViewingByToken, ViewingView } from '../../shared/viewings/schemas.ts';
import { dubaiDate, isFreeSlot, toDubaiIso } from '../../shared/viewings/slots.ts';
import { ConflictError, gone, notFound, RefusedError, SlotTakenError } from '../errors.ts';
import { InquiryEventSchema } from '../inquiries/inquiry-event.entity.ts';
import type { SessionUser } from '../auth/auth.service.ts';
import { UserSchema } from '../users/user.entity.ts';
import { calendarsOf, nextSlots } from './viewing-calendar.ts';
import { isDoubleBooking, SLOT_TAKEN } from './viewing-bookings.ts';
import { ViewingSchema } from './viewing.entity.ts';
import { VIEWING_RELATIONS, type LoadedViewing } from './viewing.repository.ts';
import { checkLink, readLink, type LinkPurpose } from './viewing-links.ts';
import { queueViewingNotices } from './viewing-notices.tsx';
import { visitorViewingView } from './visitor-residence.ts';
import type { MailSettings } from '../mail/mail-settings.ts';

const INVALID_LINK = 'This link is not valid.';
const EXPIRED_LINK = 'This link has expired. Please use the link in your latest e-mail.';
const WRONG_PURPOSE = 'This link cannot do that.';
const ALREADY_CANCELLED = 'This viewing has been cancelled.';
const IN_THE_PAST = 'Choose a time in the future';

/**
 * Moving and cancelling a viewing: by the visitor through an e-mail link (to a free slot of the
 * same agent), or by staff on their behalf (any future time the agent is not booked). Each change
 * raises the invitation's SEQUENCE and is written to the lead's history.
 */
export class ViewingChanges {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailSettings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The viewing a link names, if the link is genuine, current and meant for `purpose`. */
  async byLink(token: string, purpose: LinkPurpose | 'any'): Promise<LoadedViewing & { linkPurpose: LinkPurpose }> {
    const claims = readLink(token);
    const viewing = claims
      ? await this.em.findOne(ViewingSchema, { id: claims.viewingId }, { populate: VIEWING_RELATIONS })
      : null;
    if (!claims || !viewing) throw notFound(INVALID_LINK);
    const problem = checkLink(token, viewing, purpose, this.now());
    if (problem === 'invalid') throw notFound(INVALID_LINK);
    if (problem === 'expired') throw gone(EXPIRED_LINK);
    if (problem === 'wrong-purpose') throw new RefusedError(WRONG_PURPOSE);
    return Object.assign(viewing, { linkPurpose: claims.purpose });
  }

  async showByLink(token: string): Promise<ViewingByToken> {
    const viewing = await this.byLink(token, 'any');
    return { viewing: await visitorViewingView(this.em, viewing), purpose: viewing.linkPurpose };
  }

  /** The visitor's move: only to a free slot of the same agent, as a new booking would be. */
  async moveByLink(token: string, start: Date): Promise<ViewingView> {
    const viewing = await this.byLink(token, 'move');
    this.mustBeBooked(viewing);
    const date = dubaiDate(start);
    const [calendar] = await calendarsOf(this.em, [viewing.agent], date, date, viewing.id);
    if (!calendar || !isFreeSlot(calendar, start, this.now())) throw await this.slotTaken(viewing, start);
    const end = new Date(start.getTime() + viewing.agent.workingHours.slotMinutes * 60_000);
    return visitorViewingView(this.em, await this.move(viewing, start, end, null));
  }

  async cancelByLink(token: string): Promise<ViewingView> {
    const viewing = await this.byLink(token, 'cancel');
    return visitorViewingView(this.em, await this.cancel(viewing, null));
  }

  /** Staff: any future time at which the agent has no other viewing; the length stays. */
  async staffMove(viewing: LoadedViewing, start: Date, user: SessionUser): Promise<LoadedViewing> {
    this.mustBeBooked(viewing);
    if (start <= this.now()) throw new RefusedError(IN_THE_PAST);
    const end = new Date(start.getTime() + (viewing.endsAt.getTime() - viewing.startsAt.getTime()));
    return this.move(viewing, start, end, user);
  }

  async cancel(viewing: LoadedViewing, user: SessionUser | null): Promise<LoadedViewing> {
    if (viewing.status === 'cancelled') return viewing;
    await this.em.transactional(async (tem) => {
      const stored = await tem.findOneOrFail(ViewingSchema, { id: viewing.id }, { populate: VIEWING_RELATIONS });
      stored.status = 'cancelled';
      stored.sequence += 1;
      this.note(tem, viewing, `Viewing of ${toDubaiIso(viewing.startsAt)} cancelled`, user);
      await tem.flush();
      await queueViewingNotices(tem, stored, 'cancelled', this.mail);
    });
    return this.reload(viewing.id);
  }

  private async move(viewing: LoadedViewing, start: Date, end: Date, user: SessionUser | null) {
    try {
      await this.em.transactional(async (tem) => {
        const stored = await tem.findOneOrFail(ViewingSchema, { id: viewing.id }, { populate: VIEWING_RELATIONS });
        stored.startsAt = start;
        stored.endsAt = end;
        stored.sequence += 1;
        this.note(tem, viewing, `Viewing moved from ${toDubaiIso(viewing.startsAt)} to ${toDubaiIso(start)}`, user);
        await tem.flush();
        await queueViewingNotices(tem, stored, 'moved', this.mail);
      });
    } catch (error) {
      if (isDoubleBooking(error)) throw await this.slotTaken(viewing, start);
      throw error;
    }
    return this.reload(viewing.id);
  }

  private note(tem: EntityManager, viewing: LoadedViewing, note: string, user: SessionUser | null) {
    tem.create(InquiryEventSchema, {
      inquiry: viewing.inquiry.id,
      type: 'note',
      note,
      agent: null,
      user: user ? tem.getReference(UserSchema, user.id) : null,
      createdAt: this.now(),
    });
  }

  private mustBeBooked(viewing: LoadedViewing) {
    if (viewing.status !== 'booked') throw new ConflictError(ALREADY_CANCELLED);
  }

  private async slotTaken(viewing: LoadedViewing, start: Date) {
    return new SlotTakenError(SLOT_TAKEN, await nextSlots(this.em.fork(), [viewing.agent], start, this.now()));
  }

  private reload(id: number): Promise<LoadedViewing> {
    return this.em.fork().findOneOrFail(ViewingSchema, { id }, { populate: VIEWING_RELATIONS });
  }
}
