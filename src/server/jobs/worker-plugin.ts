import type { Orm } from '../db/orm.ts';
import { appWide } from '../plugins/app-wide.ts';
import type { Services } from '../services.ts';
import { APP_JOBS } from './registry.ts';
import { startJobWorker } from './worker.ts';

/** Runs the app's job worker in this instance, and stops it when the app closes. */
export const jobWorker = appWide<{ orm: Orm; services: Services; staleLockSeconds: number }>(
  'job-worker',
  async (app, { orm, services, staleLockSeconds }) => {
    const worker = await startJobWorker({ context: { orm, services, log: app.log }, jobs: APP_JOBS, staleLockSeconds });
    app.readiness.workerRunning = worker.running;
    // The database outlives every onClose hook: main.ts stops it only after the app has closed.
    app.addHook('onClose', () => worker.stop());
  },
);
