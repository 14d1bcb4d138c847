import type { EntityManager, EntitySchema, RequiredEntityData } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Locale } from '../../shared/i18n/locales.ts';
import { localeInput, mergeTranslations, type Translations } from '../../shared/i18n/translations.ts';
import { byIdInput } from '../../shared/validation.ts';
import { notFound } from '../errors.ts';
import { staffProcedure, publicProcedure, router } from '../trpc/init.ts';

/** The columns every hand-ordered content table has: its texts in the other languages too. */
export interface SortedRow {
  id: number;
  sortOrder: number;
  translations: Translations<string>;
}

/** What an update may change: any column but the id; translations by language, as staff send them. */
type SentTranslations = Parameters<typeof mergeTranslations>[1];
type RowPatch<Row extends SortedRow> = Partial<Omit<Row, 'id' | 'translations'>> & { translations?: SentTranslations };

/**
 * Amenities, gallery images and testimonials are the same kind of content: a list staff order by
 * hand and the landing page shows. One repository and router shape serves all three.
 *
 * Each entity declares `orderBy: { sortOrder, id }` as its own default order, so a plain find
 * returns the staff's order. Lookups by id go through the query builder's SQL condition, which
 * stays typed for any of the three tables where an object filter could not.
 */
export class SortedContentRepository<Row extends SortedRow, View> {
  constructor(
    private readonly em: EntityManager,
    private readonly schema: EntitySchema<Row>,
    private readonly toView: (row: Row, locale?: Locale) => View,
  ) {}

  /** The rows in staff's order: in `locale` when named (the public pages), else English with every translation. */
  async list(locale?: Locale): Promise<View[]> {
    const rows = await this.em.find(this.schema, {});
    return rows.map((row) => this.toView(row, locale));
  }

  async findById(id: number, locale?: Locale): Promise<View | null> {
    const row = await this.findRow(id);
    return row ? this.toView(row, locale) : null;
  }

  async create(data: RequiredEntityData<Row>, translations: SentTranslations | undefined): Promise<View> {
    const row = this.em.create(this.schema, data);
    // Stored as written: blank fields and empty languages dropped.
    row.translations = mergeTranslations({}, translations);
    await this.em.flush();
    return this.toView(row);
  }

  async update(id: number, data: RowPatch<Row>): Promise<View | null> {
    const row = await this.findRow(id);
    if (!row) return null;
    const { translations, ...columns } = data;
    // Scalar columns only, so setting the fields is all an assign would do; the flush sees the change.
    Object.assign(row, columns);
    if (translations) row.translations = mergeTranslations(row.translations, translations);
    await this.em.flush();
    return this.toView(row);
  }

  async delete(id: number): Promise<boolean> {
    const { affectedRows } = await this.em
      .createQueryBuilder(this.schema)
      .delete()
      .where('id = ?', [id])
      .execute('run');
    return affectedRows > 0;
  }

  /** Stores the order staff arranged: each id gets its position; ids that are gone are skipped. */
  async reorder(ids: number[]): Promise<View[]> {
    const positions = new Map(ids.map((id, position) => [id, position]));
    await this.em.transactional(async (tem) => {
      for (const row of await tem.find(this.schema, {})) {
        const position = positions.get(row.id);
        if (position !== undefined) row.sortOrder = position;
      }
    });
    return this.list();
  }

  private findRow(id: number) {
    return this.em.createQueryBuilder(this.schema).where('id = ?', [id]).getSingleResult();
  }
}

/**
 * The list, byId, create, update, delete and reorder procedures of one kind of ordered content.
 * `input` and `patch` keep their zod types, so the client sees typed create and update inputs.
 */
export function sortedContentRouter<
  Row extends SortedRow,
  View,
  Create extends RequiredEntityData<Row> & RowPatch<Row>,
  CreateInput,
  Patch extends RowPatch<Row>,
  PatchInput,
>(options: {
  schema: EntitySchema<Row>;
  input: z.ZodType<Create, CreateInput>;
  /** The same fields without defaults and all optional, so an update changes only what it names. */
  patch: z.ZodType<Patch, PatchInput>;
  toView: (row: Row, locale?: Locale) => View;
  notFoundMessage: string;
}) {
  const repository = (em: EntityManager) => new SortedContentRepository(em, options.schema, options.toView);
  const listKey = `${options.schema.meta.className}.list`;
  const updateInput = byIdInput.extend({ data: options.patch });
  // The parsed fields travel under `data`, as in an update: a bare generic type would reach the
  // resolver as tRPC's "input or undefined", while an object holding it keeps the type exact.
  const createInput = options.input.transform((data) => ({ data }));
  return router({
    list: publicProcedure
      .input(localeInput.optional())
      .query(({ ctx, input }) =>
        ctx.services.publicReads.read(`${listKey} ${input?.locale ?? 'all'}`, () =>
          repository(ctx.em).list(input?.locale),
        ),
      ),
    byId: publicProcedure.input(byIdInput.extend(localeInput.shape)).query(async ({ ctx, input }) => {
      const view = await repository(ctx.em).findById(input.id, input.locale);
      if (!view) throw notFound(options.notFoundMessage);
      return view;
    }),
    create: staffProcedure('content.edit')
      .input(createInput)
      .mutation(({ ctx, input }) => repository(ctx.em).create(input.data, input.data.translations)),
    update: staffProcedure('content.edit')
      .input(updateInput)
      .mutation(async ({ ctx, input }) => {
        const view = await repository(ctx.em).update(input.id, input.data);
        if (!view) throw notFound(options.notFoundMessage);
        return view;
      }),
    delete: staffProcedure('content.edit')
      .input(byIdInput)
      .mutation(async ({ ctx, input }) => {
        if (!(await repository(ctx.em).delete(input.id))) throw notFound(options.notFoundMessage);
        return { success: true as const, id: input.id };
      }),
    reorder: staffProcedure('content.edit')
      .input(z.object({ ids: z.array(z.number().int().positive()).min(1).max(1000) }))
      .mutation(({ ctx, input }) => repository(ctx.em).reorder(input.ids)),
  });
}
