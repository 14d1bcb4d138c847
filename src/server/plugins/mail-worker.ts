import type { Orm } from '../db/orm.ts';
import type { Env } from '../env.ts';
import { startMailWorker } from '../mail/mail-worker.ts';
import type { Services } from '../services.ts';
import { appWide } from './app-wide.ts';

/** Runs the outbox's job worker in this instance, and stops it when the app closes. */
export const mailWorker = appWide<{ orm: Orm; env: Env; services: Services }>(
  'mail-worker',
  async (app, { orm, env, services }) => {
    const worker = await startMailWorker({
      orm,
      env,
      settings: services.mail,
      propertyFinder: services.propertyFinder,
      media: services.media,
      log: app.log,
    });
    app.readiness.workerRunning = worker.running;
    // The database outlives every onClose hook: main.ts stops it only after the app has closed.
    app.addHook('onClose', () => worker.stop());
  },
);
