import { propertyInputSchema, propertyUpdateSchema } from '../../shared/properties/schemas.ts';
import { byIdInput } from '../../shared/validation.ts';
import { notFound } from '../errors.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc/init.ts';
import { PropertyRepository } from './property.repository.ts';

const PROPERTY_NOT_FOUND = 'Property not found';

export const propertiesRouter = router({
  list: publicProcedure.query(({ ctx }) => new PropertyRepository(ctx.em).list()),

  featured: publicProcedure.query(({ ctx }) => new PropertyRepository(ctx.em).featured()),

  byId: publicProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    const property = await new PropertyRepository(ctx.em).findById(input.id);
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    return property;
  }),

  create: protectedProcedure
    .input(propertyInputSchema)
    .mutation(({ ctx, input }) => new PropertyRepository(ctx.em).create(input)),

  update: protectedProcedure.input(propertyUpdateSchema).mutation(async ({ ctx, input }) => {
    const property = await new PropertyRepository(ctx.em).update(input.id, input.data);
    if (!property) throw notFound(PROPERTY_NOT_FOUND);
    return property;
  }),

  delete: protectedProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
    if (!(await new PropertyRepository(ctx.em).delete(input.id))) throw notFound(PROPERTY_NOT_FOUND);
    return { success: true as const, id: input.id };
  }),
});
