import { parse } from 'csv-parse/sync';
import type { ListedName } from '../../../shared/compliance/sanctions.ts';
import { RefusedError } from '../../errors.ts';

/**
 * The UAE Local Terrorist List, which the Executive Office for Control and Non-Proliferation publishes
 * as an Excel workbook (https://www.uaeiec.gov.ae/en-us/un-page). We take the CSV that Excel or
 * LibreOffice saves from one of its sheets ("Individuals" or "Entities"): the header row is the one
 * whose first cell is "#", and the columns are found by their published Arabic headers (or the
 * English names beside them here), whatever their order. Rows above the header are the sheet's title.
 */
const COLUMNS = {
  category: ['التصنيف', 'Category'],
  latinName: ['الاسم الكامل (بالحروف اللاتينية)', 'Full name (Latin)', 'Name'],
  arabicName: ['الاسم الكامل (بالحروف العربية)', 'الاسم الكامل (باللغة العربية)', 'الاسم', 'Full name (Arabic)'],
  nationality: ['الجنسية', 'Nationality'],
  birthDate: ['تاريخ الميلاد', 'Date of birth'],
  listing: ['قرار الإدراج', 'Listing decision'],
} as const;
type Column = keyof typeof COLUMNS;

/** The list's categories that name an organisation or entity; a "terrorist person" is a person. */
const ENTITY_CATEGORIES = ['كيان إرهابي', 'تنظيم إرهابي', 'entity', 'organization', 'organisation'];

/** Rows of a CSV file (RFC 4180: quoted fields may hold commas, quotes and line breaks). */
function csvRows(csv: string): string[][] {
  try {
    return parse(csv, { bom: true, relaxColumnCount: true, skipEmptyLines: true });
  } catch {
    throw new RefusedError('The file is not a CSV file: save one sheet of the UAE list as CSV');
  }
}

const clean = (value: string | undefined): string | null => {
  const trimmed = value?.replace(/\s+/g, ' ').trim();
  return trimmed && trimmed !== '-' ? trimmed : null;
};

export function parseUaeLocalList(csv: string): ListedName[] {
  const rows = csvRows(csv);
  const headerAt = rows.findIndex((row) => clean(row[0])?.includes('#'));
  const header = rows[headerAt];
  if (!header) throw new RefusedError('No header row starting with "#": save one sheet of the UAE list as CSV');
  const headings = header.map((heading) => clean(heading) ?? '');
  const columnAt = (column: Column) =>
    headings.findIndex((heading) => COLUMNS[column].some((name) => name === heading));
  const at: Record<Column, number> = {
    category: columnAt('category'),
    latinName: columnAt('latinName'),
    arabicName: columnAt('arabicName'),
    nationality: columnAt('nationality'),
    birthDate: columnAt('birthDate'),
    listing: columnAt('listing'),
  };
  if (at.latinName < 0 && at.arabicName < 0) throw new RefusedError('The file has no name column');
  const cell = (row: string[], column: Column) => (at[column] < 0 ? null : clean(row[at[column]]));
  const names: ListedName[] = [];
  for (const row of rows.slice(headerAt + 1)) {
    const reference = clean(row[0]);
    const latin = cell(row, 'latinName');
    const arabic = cell(row, 'arabicName');
    const name = latin ?? arabic;
    if (!reference || !name) continue;
    const category = cell(row, 'category')?.toLowerCase() ?? '';
    const nationality = cell(row, 'nationality');
    const birthDate = cell(row, 'birthDate');
    names.push({
      kind: ENTITY_CATEGORIES.some((entity) => category.includes(entity)) ? 'entity' : 'person',
      reference: `UAE-${reference}`,
      name,
      aliases: latin && arabic ? [arabic] : [],
      nationalities: nationality ? [nationality] : [],
      birthDates: birthDate ? [birthDate] : [],
      listedOn: cell(row, 'listing'),
    });
  }
  if (names.length === 0) throw new RefusedError('The list names nobody');
  return names;
}
