import { XMLParser } from 'fast-xml-parser';
import { z } from 'zod';
import type { ListedName } from '../../../shared/compliance/sanctions.ts';
import { assertNoDeclarations } from '../../market-listings/import/parse-feed.ts';
import { RefusedError } from '../../errors.ts';

/**
 * The UN Security Council Consolidated List as published at
 * https://scsanctions.un.org/resources/xml/en/consolidated.xml (schema sc-consolidated-list.xsd):
 * CONSOLIDATED_LIST[@dateGenerated] > INDIVIDUALS > INDIVIDUAL (FIRST_NAME..FOURTH_NAME,
 * REFERENCE_NUMBER, LISTED_ON, NATIONALITY > VALUE, INDIVIDUAL_ALIAS > ALIAS_NAME,
 * INDIVIDUAL_DATE_OF_BIRTH > DATE | YEAR) and ENTITIES > ENTITY (FIRST_NAME, ENTITY_ALIAS).
 */
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) =>
    ['INDIVIDUAL', 'ENTITY', 'INDIVIDUAL_ALIAS', 'ENTITY_ALIAS', 'INDIVIDUAL_DATE_OF_BIRTH', 'VALUE'].includes(name),
});

const text = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
  z.string().optional(),
);
const alias = z.object({ ALIAS_NAME: text });
const record = z.object({
  FIRST_NAME: text,
  SECOND_NAME: text,
  THIRD_NAME: text,
  FOURTH_NAME: text,
  REFERENCE_NUMBER: text,
  DATAID: text,
  LISTED_ON: text,
  NATIONALITY: z.object({ VALUE: z.array(text).default([]) }).optional(),
  INDIVIDUAL_ALIAS: z.array(alias).default([]),
  ENTITY_ALIAS: z.array(alias).default([]),
  INDIVIDUAL_DATE_OF_BIRTH: z.array(z.object({ DATE: text, YEAR: text })).default([]),
});
const document = z.object({
  CONSOLIDATED_LIST: z.object({
    '@dateGenerated': z.string().optional(),
    INDIVIDUALS: z.union([z.object({ INDIVIDUAL: z.array(record).default([]) }), z.literal('')]).optional(),
    ENTITIES: z.union([z.object({ ENTITY: z.array(record).default([]) }), z.literal('')]).optional(),
  }),
});

function defined(values: readonly (string | undefined)[]): string[] {
  return values.filter((value): value is string => value !== undefined);
}

function listedName(kind: ListedName['kind'], entry: z.infer<typeof record>): ListedName | null {
  const name = defined([entry.FIRST_NAME, entry.SECOND_NAME, entry.THIRD_NAME, entry.FOURTH_NAME]).join(' ');
  const reference = entry.REFERENCE_NUMBER ?? entry.DATAID;
  if (!name || !reference) return null;
  return {
    kind,
    reference,
    name,
    aliases: defined([...entry.INDIVIDUAL_ALIAS, ...entry.ENTITY_ALIAS].map((a) => a.ALIAS_NAME)),
    nationalities: defined(entry.NATIONALITY?.VALUE ?? []),
    birthDates: defined(entry.INDIVIDUAL_DATE_OF_BIRTH.map((birth) => birth.DATE?.slice(0, 10) ?? birth.YEAR)),
    listedOn: entry.LISTED_ON?.slice(0, 10) ?? null,
  };
}

/** The names of the list and the moment the UN generated it. */
export function parseUnConsolidatedList(xml: string): { publishedAt: Date; names: ListedName[] } {
  assertNoDeclarations(xml);
  const parsed = document.safeParse(parser.parse(xml));
  if (!parsed.success) throw new RefusedError('This is not the UN Security Council Consolidated List (XML)');
  const list = parsed.data.CONSOLIDATED_LIST;
  const publishedAt = new Date(list['@dateGenerated'] ?? '');
  if (Number.isNaN(publishedAt.getTime())) throw new RefusedError('The list has no dateGenerated');
  const individuals = list.INDIVIDUALS === '' ? [] : (list.INDIVIDUALS?.INDIVIDUAL ?? []);
  const entities = list.ENTITIES === '' ? [] : (list.ENTITIES?.ENTITY ?? []);
  const names = [
    ...individuals.map((entry) => listedName('person', entry)),
    ...entities.map((entry) => listedName('entity', entry)),
  ].filter((name): name is ListedName => name !== null);
  if (names.length === 0) throw new RefusedError('The list names nobody');
  return { publishedAt, names };
}
