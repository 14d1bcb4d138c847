import { LockMode, type EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { INTL_LOCALES, localizedPath, type Locale } from '../../shared/i18n/locales.ts';
import { m } from '../../shared/paraglide/messages.js';
import { VIEWING_TIME_ZONE } from '../../shared/viewings/constants.ts';
import { defineJob } from '../jobs/define-job.ts';
import { enqueue } from '../jobs/queue.ts';
import { absoluteUrl, type MailSettings } from '../mail/mail-settings.ts';
import { OutboxMessageSchema } from '../mail/outbox-message.entity.ts';
import { queueMessage, renderMail } from '../mail/outbox.ts';
import { invitationAttachment, viewingLocation, type InvitationTexts } from './viewing-invitation.ts';
import { signLink } from './viewing-links.ts';
import { ViewingSchema } from './viewing.entity.ts';
import { VIEWING_RELATIONS, type LoadedViewing } from './viewing.repository.ts';
import { visitorResidence } from './visitor-residence.ts';
import type { Property } from '../properties/property.entity.ts';

/** What happened to a viewing, which decides the e-mails and the invitation's METHOD. */
export type ViewingChange = 'booked' | 'moved' | 'cancelled';

/** Hours before the start at which the visitor is reminded. */
export const REMINDER_HOURS = [24, 2] as const;

const HOUR = 3_600_000;

/** A reminder job's key: one per viewing and lead time, so a move replaces it and a cancellation removes it. */
export const reminderJobKey = (viewingId: number, hours: number) => `viewing-reminder:${viewingId}:${hours}`;

function when(viewing: LoadedViewing, locale: Locale) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone: VIEWING_TIME_ZONE, ...options }).format(viewing.startsAt);
  return {
    date: format({ dateStyle: 'full' }),
    time: format({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  };
}

/** The residence a message may name: the visitor's may name only one the public may see (`visitorResidence`). */
type NamedResidence = Pick<Property, 'id' | 'title'> | null;

/** The invitation's title and description, in `locale`. */
function invitationTexts(viewing: LoadedViewing, locale: Locale, residence: NamedResidence): InvitationTexts {
  const agent = viewing.agent.name;
  const summary =
    viewing.mode === 'video'
      ? m.viewing_mail_summary_video({ agent }, { locale })
      : m.viewing_mail_summary_in_person({ agent }, { locale });
  const named = residence ? [m.viewing_mail_residence({ title: residence.title }, { locale })] : [];
  return {
    summary,
    description: [...named, m.viewing_mail_where({ place: viewingLocation(viewing) }, { locale })].join('\n'),
  };
}

/** The lines of the viewing's details, in `locale`. */
function detailLines(viewing: LoadedViewing, locale: Locale, residence: NamedResidence): string[] {
  const options = { locale };
  const { agent } = viewing;
  return [
    m.viewing_mail_when(when(viewing, locale), options),
    viewing.mode === 'video' && viewing.videoLink
      ? m.viewing_mail_video({ link: viewing.videoLink }, options)
      : m.viewing_mail_where({ place: viewingLocation(viewing) }, options),
    ...(residence ? [m.viewing_mail_residence({ title: residence.title }, options)] : []),
    m.viewing_mail_agent({ agent: agent.name, phone: agent.phone }, options),
  ];
}

type VisitorMail = ViewingChange | 'reminder';

const SUBJECTS = {
  booked: m.viewing_mail_subject_booked,
  moved: m.viewing_mail_subject_moved,
  cancelled: m.viewing_mail_subject_cancelled,
  reminder: m.viewing_mail_subject_reminder,
};
const HEADINGS = {
  booked: m.viewing_mail_heading_booked,
  moved: m.viewing_mail_heading_moved,
  cancelled: m.viewing_mail_heading_cancelled,
  reminder: m.viewing_mail_heading_reminder,
};
const INTROS = {
  booked: m.viewing_mail_intro_booked,
  moved: m.viewing_mail_intro_moved,
  cancelled: m.viewing_mail_intro_cancelled,
  reminder: m.viewing_mail_intro_reminder,
};

/** The e-mail to the visitor, in their language: the links move or cancel (signed, expiring at the start). */
async function visitorMail(
  viewing: LoadedViewing,
  kind: VisitorMail,
  settings: MailSettings,
  residence: NamedResidence,
) {
  const locale = viewing.inquiry.language;
  const options = { locale };
  const manage = (purpose: 'move' | 'cancel') =>
    absoluteUrl(
      settings,
      localizedPath(`/viewings/manage?token=${signLink(viewing, purpose, viewing.startsAt)}`, locale),
    );
  const actions =
    kind === 'cancelled'
      ? [
          {
            label: m.viewing_mail_book_again({}, options),
            href: absoluteUrl(settings, localizedPath(residence ? `/properties/${residence.id}` : '/', locale)),
          },
        ]
      : [
          { label: m.viewing_mail_move({}, options), href: manage('move') },
          { label: m.viewing_mail_cancel({}, options), href: manage('cancel') },
        ];
  const subject = SUBJECTS[kind](when(viewing, locale), options);
  const calendarNote =
    kind === 'cancelled' ? m.viewing_mail_calendar_cancelled({}, options) : m.viewing_mail_calendar({}, options);
  // React Email loads with the first e-mail, not with the server (see src/server/mail/templates/).
  const { ViewingMail } = await import('./templates/ViewingMail.tsx');
  return renderMail(
    subject,
    <ViewingMail
      locale={locale}
      preview={subject}
      heading={HEADINGS[kind]({}, options)}
      intro={[
        m.viewing_mail_greeting({ firstName: viewing.inquiry.firstName }, options),
        INTROS[kind]({ agent: viewing.agent.name }, options),
      ]}
      details={detailLines(viewing, locale, residence)}
      actions={actions}
      notes={[...(kind === 'reminder' ? [] : [calendarNote]), m.email_ack_not_marketing({}, options)]}
    />,
  );
}

const AGENT_HEADINGS: Record<ViewingChange, string> = {
  booked: 'Viewing booked',
  moved: 'Viewing moved',
  cancelled: 'Viewing cancelled',
};

/** The e-mail to the agent (staff read English), with the same invitation so it lands in their calendar. */
async function agentMail(viewing: LoadedViewing, change: ViewingChange, settings: MailSettings) {
  const visitor = `${viewing.inquiry.firstName} ${viewing.inquiry.lastName}`.trim();
  const { date, time } = when(viewing, 'en');
  // The lead's number, never the name the visitor typed, in a subject (the body has it).
  const subject = `${AGENT_HEADINGS[change]}: lead #${viewing.inquiry.id}, ${date} ${time} (Dubai)`;
  const contact = [viewing.inquiry.email, viewing.inquiry.phone].filter(Boolean).join(', ');
  // React Email loads with the first e-mail, not with the server (see src/server/mail/templates/).
  const { ViewingMail } = await import('./templates/ViewingMail.tsx');
  return renderMail(
    subject,
    <ViewingMail
      locale="en"
      preview={subject}
      heading={AGENT_HEADINGS[change]}
      intro={[`Visitor: ${visitor} (${contact}), lead #${viewing.inquiry.id}.`]}
      details={detailLines(viewing, 'en', viewing.property ?? null)}
      actions={[{ label: 'Open the lead', href: absoluteUrl(settings, `/admin/inquiries/${viewing.inquiry.id}`) }]}
      notes={[
        change === 'cancelled'
          ? 'The attached notice removes it from your calendar.'
          : 'The attached invitation adds it to your calendar.',
      ]}
    />,
  );
}

/**
 * The e-mails a booking, a move or a cancellation sends (to the visitor and to the agent, each with
 * the invitation: METHOD:REQUEST at the new SEQUENCE, or METHOD:CANCEL), and the visitor's
 * reminders 24 and 2 hours before: queued for the new time, or removed on a cancellation. Called in
 * the change's own transaction, so the e-mails and jobs exist exactly when the change does.
 */
export async function queueViewingNotices(
  tem: EntityManager,
  viewing: LoadedViewing,
  change: ViewingChange,
  settings: MailSettings,
): Promise<void> {
  const kind = change === 'cancelled' ? 'viewing-cancellation' : 'viewing-invitation';
  const inquiryId = viewing.inquiry.id;
  const residence = await visitorResidence(tem, viewing);
  const visitor = await visitorMail(viewing, change, settings, residence);
  const visitorInvitation = invitationAttachment(
    viewing,
    invitationTexts(viewing, viewing.inquiry.language, residence),
  );
  await queueMessage(tem, {
    ...visitor,
    kind,
    recipient: viewing.inquiry.email,
    inquiryId,
    attachments: [visitorInvitation],
    // A booking's confirmation goes to the address the form was given: under its daily cap.
    publicForm: change === 'booked' ? settings.publicFormMail : null,
  });
  const agent = await agentMail(viewing, change, settings);
  const agentInvitation = invitationAttachment(viewing, invitationTexts(viewing, 'en', viewing.property ?? null));
  await queueMessage(tem, {
    ...agent,
    kind,
    recipient: viewing.agent.email,
    inquiryId,
    attachments: [agentInvitation],
  });
  for (const hours of REMINDER_HOURS) {
    const jobKey = reminderJobKey(viewing.id, hours);
    const runAt = new Date(viewing.startsAt.getTime() - hours * HOUR);
    if (change === 'cancelled' || runAt <= new Date()) {
      await tem.execute('select graphile_worker.remove_job(?)', [jobKey]);
    } else {
      await enqueue(
        tem,
        viewingReminderJob,
        { viewingId: viewing.id, sequence: viewing.sequence, hours },
        { runAt, jobKey },
      );
    }
  }
}

/** A reminder's e-mail, when its job runs: only for the booking it was queued for (same SEQUENCE, still booked). */
export async function queueViewingReminder(
  tem: EntityManager,
  viewing: LoadedViewing,
  settings: MailSettings,
): Promise<void> {
  const mail = await visitorMail(viewing, 'reminder', settings, await visitorResidence(tem, viewing));
  await queueMessage(tem, {
    ...mail,
    kind: 'viewing-reminder',
    recipient: viewing.inquiry.email,
    inquiryId: viewing.inquiry.id,
    publicForm: settings.publicFormMail,
  });
}

/**
 * The reminder job: e-mails the visitor, through the outbox, if the viewing is still booked at the
 * time the job was queued for (a move queues new reminders under the same job keys; a cancellation
 * removes them, and this check covers a job already taken when that happened).
 */
export const viewingReminderJob = defineJob({
  name: 'viewing_reminder',
  payload: z.object({
    viewingId: z.number().int().positive(),
    sequence: z.number().int().min(0),
    hours: z.number().int().positive(),
  }),
  async run({ viewingId, sequence, hours }, { orm, services }) {
    await orm.em.fork().transactional(async (em) => {
      const viewing = await em.findOne(ViewingSchema, { id: viewingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!viewing || viewing.status !== 'booked' || viewing.sequence !== sequence) return;
      // A re-run after a crash must not remind twice: one reminder per lead time is one message since the job was due.
      const due = new Date(viewing.startsAt.getTime() - hours * HOUR);
      const sent = await em.count(OutboxMessageSchema, {
        inquiry: viewing.inquiry.id,
        kind: 'viewing-reminder',
        createdAt: { $gte: new Date(due.getTime() - 60_000) },
      });
      if (sent > 0) return;
      await queueViewingReminder(em, await em.populate(viewing, VIEWING_RELATIONS), services.mail);
    });
  },
});
