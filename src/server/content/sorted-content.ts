import type { EntityManager, EntitySchema } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { byIdInput } from '../../shared/validation.ts';
import { notFound } from '../errors.ts';
import { protectedProcedure, publicProcedure, router } from '../trpc/init.ts';

interface SortedRow {
  id: number;
  sortOrder: number;
}

/**
 * Amenities, gallery images and testimonials are the same kind of content: a list staff order by
 * hand and the landing page shows. One repository and router shape serves all three.
 */
export class SortedContentRepository<Row extends SortedRow, View> {
  constructor(
    private readonly em: EntityManager,
    private readonly schema: EntitySchema<Row>,
    private readonly toView: (row: Row) => View,
  ) {}

  async list(): Promise<View[]> {
    const rows = await this.em.find(this.schema, {}, { orderBy: { sortOrder: 'asc', id: 'asc' } as never });
    return rows.map(this.toView);
  }

  async findById(id: number): Promise<View | null> {
    const row = await this.em.findOne(this.schema, { id } as never);
    return row ? this.toView(row) : null;
  }

  async create(data: Omit<Row, 'id'>): Promise<View> {
    const row = this.em.create(this.schema, data as never);
    await this.em.flush();
    return this.toView(row);
  }

  async update(id: number, data: Partial<Omit<Row, 'id'>>): Promise<View | null> {
    const row = await this.em.findOne(this.schema, { id } as never);
    if (!row) return null;
    this.em.assign(row, data as never);
    await this.em.flush();
    return this.toView(row);
  }

  async delete(id: number): Promise<boolean> {
    return (await this.em.nativeDelete(this.schema, { id } as never)) > 0;
  }

  /** Stores the order staff arranged: each id gets its position. */
  async reorder(ids: number[]): Promise<View[]> {
    await this.em.transactional(async (tem) => {
      for (const [position, id] of ids.entries()) {
        await tem.nativeUpdate(this.schema, { id } as never, { sortOrder: position } as never);
      }
    });
    return this.list();
  }
}

export function sortedContentRouter<Row extends SortedRow, View, Input extends z.ZodObject>(options: {
  schema: EntitySchema<Row>;
  input: Input;
  /** The same fields without defaults, so an update changes only what it names. */
  patch: z.ZodObject;
  toView: (row: Row) => View;
  notFoundMessage: string;
}) {
  const repository = (em: EntityManager) => new SortedContentRepository(em, options.schema, options.toView);
  const updateInput = byIdInput.extend({ data: options.patch.partial() });
  return router({
    list: publicProcedure.query(({ ctx }) => repository(ctx.em).list()),
    byId: publicProcedure.input(byIdInput).query(async ({ ctx, input }) => {
      const view = await repository(ctx.em).findById(input.id);
      if (!view) throw notFound(options.notFoundMessage);
      return view;
    }),
    create: protectedProcedure
      .input(options.input)
      .mutation(({ ctx, input }) => repository(ctx.em).create(input as unknown as Omit<Row, 'id'>)),
    update: protectedProcedure.input(updateInput).mutation(async ({ ctx, input }) => {
      const view = await repository(ctx.em).update(input.id, input.data as Partial<Omit<Row, 'id'>>);
      if (!view) throw notFound(options.notFoundMessage);
      return view;
    }),
    delete: protectedProcedure.input(byIdInput).mutation(async ({ ctx, input }) => {
      if (!(await repository(ctx.em).delete(input.id))) throw notFound(options.notFoundMessage);
      return { success: true as const, id: input.id };
    }),
    reorder: protectedProcedure
      .input(z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) }))
      .mutation(({ ctx, input }) => repository(ctx.em).reorder(input.ids)),
  });
}
