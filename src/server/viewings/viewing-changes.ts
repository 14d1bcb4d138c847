import { LockMode } from '@mikro-orm/core';
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
import { queueViewingNotices, type ViewingChange } from './viewing-notices.tsx';
import { visitorViewingView } from './visitor-residence.ts';
import type { MailSettings } from '../mail/mail-settings.ts';

const INVALID_LINK = 'This link is not valid.';
const EXPIRED_LINK = 'This link has expired. Please use the link in your latest e-mail.';
const WRONG_PURPOSE = 'This link cannot do that.';
const ALREADY_CANCELLED = 'This viewing has been cancelled.';
const IN_THE_PAST = 'Choose a time in the future';
export const OUTDATED_LINK =
  'This link is out of date: the viewing has just been changed. Please use the link in your latest e-mail.';

/** Whether PostgreSQL refused a row lock that another transaction holds (NOWAIT: lock_not_available). */
const isLockedNow = (error: unknown): boolean => error instanceof Error && 'code' in error && error.code === '55P03';

/** What one change did: the notices it sends and the note in the lead's history. */
interface ViewingEdit {
  change: Exclude<ViewingChange, 'booked'>;
  note: string;
  user: SessionUser | null;
}

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
    if (problem === 'outdated') throw new ConflictError(OUTDATED_LINK);
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
    return visitorViewingView(this.em, await this.move(viewing, start, end, null, viewing.sequence));
  }

  async cancelByLink(token: string): Promise<ViewingView> {
    const viewing = await this.byLink(token, 'cancel');
    return visitorViewingView(
      this.em,
      await this.change(viewing, viewing.sequence, (stored) => this.cancelled(stored)),
    );
  }

  /** Staff: any future time at which the agent has no other viewing; the length stays. */
  async staffMove(viewing: LoadedViewing, start: Date, user: SessionUser): Promise<LoadedViewing> {
    this.mustBeBooked(viewing);
    if (start <= this.now()) throw new RefusedError(IN_THE_PAST);
    const end = new Date(start.getTime() + (viewing.endsAt.getTime() - viewing.startsAt.getTime()));
    return this.move(viewing, start, end, user, null);
  }

  /** Staff's cancellation: a viewing already cancelled stays as it is. */
  async cancel(viewing: LoadedViewing, user: SessionUser): Promise<LoadedViewing> {
    return this.change(viewing, null, (stored) => this.cancelled(stored, user));
  }

  private cancelled(stored: LoadedViewing, user: SessionUser | null = null): ViewingEdit | null {
    if (stored.status === 'cancelled') return null;
    stored.status = 'cancelled';
    return { change: 'cancelled', note: `Viewing of ${toDubaiIso(stored.startsAt)} cancelled`, user };
  }

  private async move(
    viewing: LoadedViewing,
    start: Date,
    end: Date,
    user: SessionUser | null,
    linkSequence: number | null,
  ) {
    try {
      return await this.change(viewing, linkSequence, (stored) => {
        this.mustBeBooked(stored);
        const from = toDubaiIso(stored.startsAt);
        stored.startsAt = start;
        stored.endsAt = end;
        return { change: 'moved', note: `Viewing moved from ${from} to ${toDubaiIso(start)}`, user };
      });
    } catch (error) {
      if (isDoubleBooking(error)) throw await this.slotTaken(viewing, start);
      throw error;
    }
  }

  /**
   * One change of the viewing, made on its row locked (SELECT ... FOR UPDATE): moves and
   * cancellations of one viewing, by links or by staff, take turns, and each starts from what the
   * one before stored. It raises the SEQUENCE by one and queues its invitation and reminders from the
   * stored row in the same transaction, so every invitation sent holds the time the database holds,
   * at a SEQUENCE above the last. A link's change expects the SEQUENCE it was signed at: when
   * another change came first, or is being made (a link's change does not wait for the lock, so a
   * burst of one link holds no connections waiting), the link is out of date (409) and nothing changes.
   */
  private async change(
    viewing: LoadedViewing,
    linkSequence: number | null,
    edit: (stored: LoadedViewing) => ViewingEdit | null,
  ): Promise<LoadedViewing> {
    const lockMode = linkSequence === null ? LockMode.PESSIMISTIC_WRITE : LockMode.PESSIMISTIC_WRITE_OR_FAIL;
    try {
      await this.em.transactional(async (tem) => {
        const row = await tem.findOneOrFail(ViewingSchema, { id: viewing.id }, { lockMode, refresh: true });
        if (linkSequence !== null && row.sequence !== linkSequence) throw new ConflictError(OUTDATED_LINK);
        const stored = await tem.populate(row, VIEWING_RELATIONS);
        const made = edit(stored);
        if (!made) return;
        stored.sequence += 1;
        this.note(tem, stored, made.note, made.user);
        await tem.flush();
        await queueViewingNotices(tem, stored, made.change, this.mail);
      });
    } catch (error) {
      if (isLockedNow(error)) throw new ConflictError(OUTDATED_LINK);
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
