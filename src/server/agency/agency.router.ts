import { agencyRegistrationSchema } from '../../shared/agency/schemas.ts';
import { staffProcedure, publicProcedure, router } from '../trpc/init.ts';
import { AgencyRegistrationRepository } from './agency-registration.repository.ts';

export const agencyRouter = router({
  /** Public: the site shows the agency's and the project's registration wherever it advertises. */
  registration: publicProcedure.query(({ ctx }) =>
    ctx.services.publicReads.read('agency.registration', () => new AgencyRegistrationRepository(ctx.em).get()),
  ),

  updateRegistration: staffProcedure('agency.manage')
    .input(agencyRegistrationSchema)
    .mutation(({ ctx, input }) => new AgencyRegistrationRepository(ctx.em).save(input)),
});
