import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { AGENCY } from '../../shared/agency.ts';
import { VIEWING_TIME_ZONE } from '../../shared/viewings/constants.ts';
import { toDubaiIso } from '../../shared/viewings/slots.ts';
import type { MailAttachment } from '../mail/outbox-message.entity.ts';
import type { LoadedViewing } from './viewing.repository.ts';

/**
 * Dubai's zone as RFC 5545 describes one: a single standard offset, +04:00, since 1970 (no daylight
 * saving). Written by hand because ical-generator only writes a VTIMEZONE when the whole calendar
 * has a zone, and then writes DTSTAMP in local time too, where RFC 5545 3.8.7.2 requires UTC.
 */
const DUBAI_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${VIEWING_TIME_ZONE}`,
  `X-LIC-LOCATION:${VIEWING_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0400',
  'TZOFFSETTO:+0400',
  'TZNAME:+04',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** The event's wall-clock time in Dubai, as ical-generator takes a local time: "2026-12-01T10:00:00". */
const dubaiWallClock = (instant: Date) => toDubaiIso(instant).slice(0, 19);

export interface InvitationTexts {
  summary: string;
  description: string;
}

/** Where the viewing happens: the development, or the video call's address. */
export function viewingLocation(viewing: Pick<LoadedViewing, 'mode' | 'videoLink'>): string {
  return viewing.mode === 'video' && viewing.videoLink ? viewing.videoLink : AGENCY.address.line;
}

/**
 * The viewing's invitation (RFC 5545): METHOD:REQUEST while it is booked, METHOD:CANCEL once
 * cancelled; one UID for the viewing's life and its SEQUENCE, so calendars update or remove the one
 * event; times in Asia/Dubai; the agent organises, the visitor attends.
 */
export function viewingInvitation(viewing: LoadedViewing, texts: InvitationTexts): string {
  const cancelled = viewing.status === 'cancelled';
  const calendar = ical({
    prodId: { company: 'Six Senses Residences Palm Jumeirah', product: 'Viewings', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  const { inquiry, agent } = viewing;
  calendar.createEvent({
    id: viewing.uid,
    sequence: viewing.sequence,
    stamp: new Date(),
    start: dubaiWallClock(viewing.startsAt),
    end: dubaiWallClock(viewing.endsAt),
    timezone: VIEWING_TIME_ZONE,
    summary: texts.summary,
    description: texts.description,
    location: viewingLocation(viewing),
    url: viewing.mode === 'video' ? viewing.videoLink : null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: agent.name, email: agent.email },
    attendees: [
      {
        name: `${inquiry.firstName} ${inquiry.lastName}`.trim(),
        email: inquiry.email,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
  });
  const text = calendar.toString();
  return text.replace('BEGIN:VEVENT', `${DUBAI_VTIMEZONE}\r\nBEGIN:VEVENT`);
}

/** The invitation as the outbox sends it: the text/calendar part calendar clients act on. */
export function invitationAttachment(viewing: LoadedViewing, texts: InvitationTexts): MailAttachment {
  const method = viewing.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: viewingInvitation(viewing, texts),
  };
}
