import { DashboardRepository } from './dashboard.repository.ts';
import { InquiryPipelineService } from '../inquiries/inquiry-pipeline.service.ts';
import { SpeedToLeadRepository } from '../inquiries/speed-to-lead.repository.ts';
import { InquiryRepository } from '../inquiries/inquiry.repository.ts';
import { PropertyRepository } from '../properties/property.repository.ts';
import { StaffScope } from '../staff-scope/staff-scope.ts';
import { staffProcedure, router } from '../trpc/init.ts';

/** How far back the dashboard's "Leads by source" chart looks. */
export const LEADS_BY_SOURCE_DAYS = 30;

export const dashboardRouter = router({
  /** The dashboard's five counts and the leads that arrived since this user's last look at the inbox. */
  summary: staffProcedure('dashboard.view').query(async ({ ctx }) => {
    const [counts, newInquiries] = await Promise.all([
      new DashboardRepository(ctx.em, StaffScope.of(ctx.user)).counts(),
      new InquiryPipelineService(ctx.em.fork(), ctx.user).newSinceLastVisit(),
    ]);
    return { ...counts, newInquiries };
  }),

  /** Response times of the last 30 days, overall and per agent, and the leads still New after the reminder time. */
  speedToLead: staffProcedure('leads.read').query(({ ctx }) =>
    new SpeedToLeadRepository(ctx.em, StaffScope.of(ctx.user)).summary({
      days: 30,
      reminderMinutes: ctx.services.mail.reminderMinutes,
    }),
  ),

  /** Leads per source over the last 30 days, for the dashboard's chart. */
  leadsBySource: staffProcedure('leads.read').query(({ ctx }) =>
    new InquiryRepository(ctx.em, StaffScope.of(ctx.user)).countBySource(
      new Date(Date.now() - LEADS_BY_SOURCE_DAYS * 86_400_000),
    ),
  ),

  /** Listings on the market that need an advertising permit, or whose permit expires within 14 days. */
  permitAlerts: staffProcedure('listings.read').query(({ ctx }) => new PropertyRepository(ctx.em).permitAlerts()),
});
