import { describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import {
  addCleanUp,
  CRASH_RECOVERY,
  faultScenario,
  report,
  startApp,
  withDeadline,
  type FaultApp,
  type FaultDatabase,
} from '../support/fault-harness.ts';

/**
 * Follow-up plans under a crash (issue #45): every new lead starts a plan by its rule, whose first
 * step e-mails the buyer at once. The app is killed with SIGKILL while leads arrive and their plans'
 * steps are queued and run; the SMTP server only comes up after the restart, so nothing was sent
 * before the kill. Afterwards every lead has had its step done exactly once: one ledger row, one
 * outbox message, one e-mail at the server.
 */

const APP_PORT = 3846;
const PG_PORT = 24846;
const SMTP_PORT = 2546;
const LEADS = 40;
const IN_FLIGHT = 5;
const KILL_AFTER_ANSWERS = 15;
const SUBJECT = 'Plan crash follow-up';

let database: FaultDatabase;
let app: FaultApp;

faultScenario(PG_PORT, async (started) => {
  database = started;
  app = await startApp(APP_PORT, database, {
    INQUIRY_RATE_LIMIT_PER_MINUTE: '100000',
    SEED_DEMO_CONTENT: 'false',
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    MAIL_RETRY_SECONDS: '1',
    ...CRASH_RECOVERY,
  });
  const staff = await app.staff();
  const template = await staff.trpc.conversations.templates.create.mutate({
    name: 'Crash follow-up',
    subject: SUBJECT,
    body: 'Dear {firstName}, the floor plans you asked for.',
    translations: {},
  });
  await staff.trpc.plans.save.mutate({
    plan: {
      name: 'Every new lead',
      autoStart: true,
      // Any hour, so the scenario runs at whatever time it is.
      sendingFrom: '00:00',
      sendingTo: '24:00',
      steps: [
        { action: 'email', delayAmount: 0, delayUnit: 'minutes', templateId: template.id, answersRequest: true },
        { action: 'email', delayAmount: 30, delayUnit: 'days', templateId: template.id, answersRequest: true },
      ],
    },
  });
});

describe('follow-up plans under a crash of the app', () => {
  it('does each lead’s due step exactly once across a kill -9 between queueing and sending', async () => {
    let next = 0;
    let answered = 0;
    let crashing: Promise<void> | undefined;
    let up: Promise<void> = Promise.resolve();
    const crash = async () => {
      let back!: () => void;
      up = new Promise((resolve) => (back = resolve));
      await app.kill();
      // What the killed process left: steps done (their e-mails queued, none sent: no mail server yet)
      // and plan jobs queued but not run.
      const [done] = await database.query<{ count: string }>('select count(*) from plan_step_records');
      const [waiting] = await database.query<{ count: string }>(
        `select count(*) from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
          where t.identifier in ('plan_start', 'plan_step')`,
      );
      atKill = { stepsDone: Number(done?.count), planJobsWaiting: Number(waiting?.count) };
      const sink = await startSmtpSink({ port: SMTP_PORT });
      addCleanUp(() => sink.stop());
      await app.restart();
      back();
      return sink;
    };
    let sinkReady: ReturnType<typeof crash> | undefined;
    let atKill = { stepsDone: 0, planJobsWaiting: 0 };
    const sender = async () => {
      while (next < LEADS) {
        await up;
        const index = next++;
        try {
          const response = await fetch(`${app.url}/api/inquiries`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: `Plan Crash ${index}`, email: `plan-crash-${index}@example.com` }),
            signal: AbortSignal.timeout(15_000),
          });
          if (response.status === 201) answered += 1;
        } catch {
          // Cut by the kill: the lead may or may not be stored, and either way is checked below.
        }
        if (answered === KILL_AFTER_ANSWERS && !crashing) {
          sinkReady = crash();
          crashing = sinkReady.then(() => undefined);
        }
      }
    };
    await withDeadline('burst', 120_000, Promise.all(Array.from({ length: IN_FLIGHT }, sender)));
    await crashing;
    const sink = await sinkReady!;

    const stored = await database.query<{ id: number; email: string }>('select id, email from inquiries');
    const planMails = () => sink.received.filter((mail) => mail.subject === SUBJECT);
    await eventually(() => expect(planMails(), 'plan e-mails delivered').toHaveLength(stored.length), {
      timeout: 120_000,
      interval: 250,
    });
    const perLead = await database.query<{ id: number; runs: string; steps: string; mails: string }>(
      `select i.id,
              (select count(*) from plan_runs r where r.inquiry_id = i.id) as runs,
              (select count(*) from plan_step_records s join plan_runs r on r.id = s.run_id
                where r.inquiry_id = i.id and s.position = 0 and s.outcome = 'sent') as steps,
              (select count(*) from outbox_messages o where o.inquiry_id = i.id and o.kind = 'plan-message') as mails
         from inquiries i`,
    );
    expect(perLead.filter((row) => row.runs !== '1' || row.steps !== '1' || row.mails !== '1')).toEqual([]);
    // Every lead's address got its e-mail once: none lost, none repeated.
    const recipients = planMails().flatMap((mail) => mail.to);
    expect(new Set(recipients).size).toBe(recipients.length);
    expect(recipients.sort()).toEqual(stored.map((lead) => lead.email).sort());
    report('plan-step-crash', {
      leadsStored: stored.length,
      answered201: answered,
      ...atKill,
      planMails: recipients.length,
    });
    // The kill came between queueing and sending: plan jobs were waiting, or steps done and not yet sent.
    expect(atKill.stepsDone + atKill.planJobsWaiting).toBeGreaterThan(0);
    expect(answered).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS);
  });
});
