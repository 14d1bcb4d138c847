import type { EntityManager } from '@mikro-orm/postgresql';
import {
  SANCTIONS_LISTS,
  type ListedName,
  type SanctionsListSource,
  type SanctionsListView,
} from '../../../shared/compliance/sanctions.ts';
import { RefusedError } from '../../errors.ts';
import { SanctionsEntrySchema, SanctionsListSchema, type SanctionsList } from './sanctions-list.entity.ts';

/**
 * A list file read as its source's format, with the date the list itself carries or was given. The
 * parsers (fast-xml-parser, csv-parse) load with the first upload: an officer's rare request, and
 * about 1.5 MB of the heap of every server that never sees one.
 */
export async function readListFile(
  source: SanctionsListSource,
  content: string,
  publishedOn: string | undefined,
): Promise<{ publishedAt: Date; names: ListedName[] }> {
  if (source === 'un-consolidated') return (await import('./un-consolidated-list.ts')).parseUnConsolidatedList(content);
  if (!publishedOn) throw new RefusedError('Give the date the UAE list was published');
  const { parseUaeLocalList } = await import('./uae-local-list.ts');
  return { publishedAt: new Date(`${publishedOn}T00:00:00+04:00`), names: parseUaeLocalList(content) };
}

/**
 * Stores a new version of a list as the one in use. The names of the versions it replaces go (the
 * list rows stay, as the record of which version each screening used).
 */
export async function storeListVersion(
  em: EntityManager,
  source: SanctionsListSource,
  list: { publishedAt: Date; names: ListedName[] },
  uploadedBy: number | null,
): Promise<SanctionsList> {
  const version = em.create(SanctionsListSchema, {
    source,
    publishedAt: list.publishedAt,
    uploadedBy,
    entries: list.names.length,
  });
  await em.flush();
  const older = await em.find(SanctionsListSchema, { source, id: { $ne: version.id } }, { fields: ['id'] });
  if (older.length > 0) await em.nativeDelete(SanctionsEntrySchema, { list: { $in: older.map((row) => row.id) } });
  await em.insertMany(
    SanctionsEntrySchema,
    list.names.map((name) => ({ list: version.id, ...name })),
  );
  return version;
}

/** The version in use of each list (the newest upload), as the console shows it. */
export async function listsInUse(em: EntityManager): Promise<SanctionsListView[]> {
  const views: SanctionsListView[] = [];
  for (const source of SANCTIONS_LISTS) {
    const list = await em.findOne(
      SanctionsListSchema,
      { source },
      { orderBy: { uploadedAt: 'desc', id: 'desc' }, populate: ['uploadedBy'] },
    );
    if (!list) continue;
    views.push({
      id: list.id,
      source,
      publishedAt: list.publishedAt.toISOString(),
      uploadedAt: list.uploadedAt.toISOString(),
      uploadedBy: list.uploadedBy?.username ?? null,
      entries: list.entries,
    });
  }
  return views;
}

/** Every name on the versions in use, with the list it came from. */
export async function listedNamesInUse(em: EntityManager): Promise<Array<ListedName & { listId: number }>> {
  const inUse = await listsInUse(em);
  if (inUse.length === 0) return [];
  const entries = await em.find(SanctionsEntrySchema, { list: { $in: inUse.map((list) => list.id) } });
  return entries.map((entry) => ({
    listId: entry.list.id,
    kind: entry.kind,
    reference: entry.reference,
    name: entry.name,
    aliases: entry.aliases,
    nationalities: entry.nationalities,
    birthDates: entry.birthDates,
    listedOn: entry.listedOn ?? null,
  }));
}
