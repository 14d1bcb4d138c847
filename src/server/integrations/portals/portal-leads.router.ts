import { staffProcedure, router } from '../../trpc/init.ts';
import { portalHealth } from './portal-health.ts';

/** The Integrations screen's view of the portals' incoming leads. */
export const portalLeadsRouter = router({
  health: staffProcedure('integrations.read').query(({ ctx }) => portalHealth(ctx.em)),
});
