import { buffer } from 'node:stream/consumers';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AGENCY } from '../../../shared/agency.ts';
import type { ComplianceFileView } from '../../../shared/compliance/file.ts';
import { REPORT_CASH_THRESHOLD_AED } from '../../../shared/deals/report-rule.ts';
import { AGENCY_REGISTRATION_ID, AgencyRegistrationSchema } from '../../agency/agency-registration.entity.ts';
import { DealPaymentSchema, DealSchema } from '../../deals/deal.entity.ts';
import { ConflictError, notFound } from '../../errors.ts';
import type { MediaStorage } from '../../media/media-storage.ts';
import { ComplianceDocumentSchema } from '../file/compliance-file.entity.ts';
import { ComplianceFileReader } from '../file/compliance-file.service.ts';

/** The package: one JSON document, the documents' copies inside it in base64 (no archive library needed). */
export interface GoamlPackage {
  format: 'real-estate-activity-report';
  generatedAt: string;
  reportingEntity: { name: string; tradeLicenceNumber: string | null; reraOrn: string | null };
  transaction: {
    dealId: number;
    kind: string;
    stage: string;
    property: { title: string; permitNumber: string | null } | null;
    priceAed: number;
    payments: Array<{ method: string; amountAed: number; receivedAt: string }>;
    cashTotalAed: number;
    /** Why the report is due: the cash threshold reached, or a virtual-asset payment. */
    triggers: string[];
  };
  parties: ComplianceFileView['parties'];
  risk: ComplianceFileView['risk'];
  report: { reference: string | null; filedOn: string | null };
  documents: Array<{
    id: number;
    partyId: number | null;
    kind: string;
    filename: string;
    contentType: string;
    contentBase64: string;
  }>;
}

/**
 * What the compliance officer enters into goAML for a Real Estate Activity Report: the reporting
 * entity, the transaction and its payments, the parties with their identity and beneficial owners,
 * and the copies of their documents. goAML's own web form is filled from it; refused for a deal whose
 * payments require no report.
 */
export async function goamlPackage(em: EntityManager, media: MediaStorage, dealId: number): Promise<GoamlPackage> {
  const deal = await em.findOne(DealSchema, { id: dealId }, { populate: ['property'] });
  if (!deal) throw notFound('Deal not found');
  const file = await new ComplianceFileReader(em).file(dealId);
  if (!file.reportRequired) throw new ConflictError('This deal requires no Real Estate Activity Report');
  const payments = await em.find(DealPaymentSchema, { deal: dealId }, { orderBy: { receivedAt: 'asc' } });
  const cashTotalAed = payments.filter((p) => p.method === 'cash').reduce((sum, p) => sum + p.amountAed, 0);
  const registration = await em.findOne(AgencyRegistrationSchema, { id: AGENCY_REGISTRATION_ID });
  const documents = await em.find(ComplianceDocumentSchema, { deal: dealId }, { orderBy: { id: 'asc' } });
  const copies: GoamlPackage['documents'] = [];
  for (const document of documents) {
    const object = await media.read(document.storageKey);
    if (!object) continue;
    copies.push({
      id: document.id,
      partyId: document.party?.id ?? null,
      kind: document.kind,
      filename: document.filename,
      contentType: document.contentType,
      contentBase64: (await buffer(object.body)).toString('base64'),
    });
  }
  return {
    format: 'real-estate-activity-report',
    generatedAt: new Date().toISOString(),
    reportingEntity: {
      name: AGENCY.name,
      tradeLicenceNumber: registration?.tradeLicenceNumber ?? null,
      reraOrn: registration?.reraOrn ?? null,
    },
    transaction: {
      dealId,
      kind: deal.kind,
      stage: deal.stage,
      property: deal.property ? { title: deal.property.title, permitNumber: deal.property.permitNumber ?? null } : null,
      priceAed: deal.priceAed,
      payments: payments.map((p) => ({
        method: p.method,
        amountAed: p.amountAed,
        receivedAt: p.receivedAt.toISOString(),
      })),
      cashTotalAed,
      triggers: [
        ...(cashTotalAed >= REPORT_CASH_THRESHOLD_AED ? [`cash of AED ${REPORT_CASH_THRESHOLD_AED} or more`] : []),
        ...(payments.some((p) => p.method === 'virtual-asset') ? ['virtual-asset payment'] : []),
      ],
    },
    parties: file.parties,
    risk: file.risk,
    report: { reference: file.reportReference, filedOn: file.reportFiledOn },
    documents: copies,
  };
}
