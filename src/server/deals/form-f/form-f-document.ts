import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { FORM_F_LABELS as L, FORM_F_TERMS, type BilingualLabel } from './form-f-labels.ts';

/** One side of the sale as the Form F names it: a person with their identity document, or a company. */
export interface FormFParty {
  kind: 'person' | 'company';
  name: string;
  nationality: string | null;
  idDocument: { type: 'passport' | 'emirates-id' | 'other'; number: string } | null;
  tradeLicenceNumber: string | null;
  phone: string | null;
  email: string | null;
}

/** Everything the Form F prints, already read from the deal, the agency's registration and the agents. */
export interface FormFInput {
  agency: { name: string; orn: string | null };
  agents: Array<{ name: string; brn: string | null }>;
  coBroker: { name: string; splitPct: number | null } | null;
  sellers: FormFParty[];
  buyers: FormFParty[];
  property: {
    title: string;
    reference: string | null;
    type: string | null;
    location: string | null;
    permitNumber: string | null;
    titleDeedNumber: string | null;
    oqoodNumber: string | null;
  };
  priceAed: number;
  depositAed: number;
  commission: { ratePct: number | null; amountAed: number | null };
  /** Calendar days (YYYY-MM-DD). */
  signedOn: string;
  transferBy: string | null;
}

export const VAT_RATE = 0.05;

const require = createRequire(import.meta.url);
/** Tajawal, the console's Arabic face: its Latin file for the English, its Arabic file for the labels. */
const FONTS = {
  latin: require.resolve('@fontsource/tajawal/files/tajawal-latin-400-normal.woff'),
  latinBold: require.resolve('@fontsource/tajawal/files/tajawal-latin-700-normal.woff'),
  arabic: require.resolve('@fontsource/tajawal/files/tajawal-arabic-400-normal.woff'),
  arabicBold: require.resolve('@fontsource/tajawal/files/tajawal-arabic-700-normal.woff'),
};

const MARGIN = 40;
const PAGE_WIDTH = 595.28;
const CONTENT = PAGE_WIDTH - 2 * MARGIN;
const LABEL_WIDTH = 170;
const ARABIC_WIDTH = 120;
const VALUE_WIDTH = CONTENT - LABEL_WIDTH - ARABIC_WIDTH - 16;
const BLANK = '—';

const aed = new Intl.NumberFormat('en-AE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const formatAedExact = (amount: number): string => `AED ${aed.format(amount)}`;

/** The commission the agency charges on the price: the stated amount, else the rate of the price. */
export function commissionOf(input: Pick<FormFInput, 'priceAed' | 'commission'>): number | null {
  if (input.commission.amountAed !== null) return input.commission.amountAed;
  if (input.commission.ratePct === null) return null;
  return Math.round(input.priceAed * input.commission.ratePct) / 100;
}

/**
 * The Form F (the RERA memorandum of understanding between a seller and a buyer) filled from a
 * deal, as a PDF. English with the form's Arabic labels beside each heading and field. fontkit
 * shapes the Arabic (joined letter forms, ligatures) and lays out a run of one right-to-left script
 * right to left, so each label is kept to Arabic alone: a label mixing scripts would need the
 * bidirectional reordering pdfkit does not do.
 */
export async function renderFormF(input: FormFInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Form F: ${input.property.title}`, Author: input.agency.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, file);

  const page = new Page(doc);
  page.title(L.title, `${input.agency.name}${input.agency.orn ? ` · ORN ${input.agency.orn}` : ''}`);

  for (const [heading, parties] of [
    [L.sellers, input.sellers],
    [L.buyers, input.buyers],
  ] as const) {
    page.heading(heading);
    if (!parties.length) page.row(L.name, BLANK);
    parties.forEach((party, index) => {
      if (index > 0) page.gap();
      partyRows(page, party);
    });
  }

  page.heading(L.brokers);
  page.row(L.office, input.agency.name);
  page.row(L.orn, input.agency.orn ?? BLANK);
  for (const agent of input.agents) {
    page.row(L.agent, agent.name);
    page.row(L.brn, agent.brn ?? BLANK);
  }
  if (input.coBroker) page.row(L.coBroker, input.coBroker.name);

  const property = input.property;
  page.heading(L.property);
  page.row(L.residence, property.reference ? `${property.title} (${property.reference})` : property.title);
  page.row(L.propertyType, property.type ?? BLANK);
  page.row(L.location, property.location ?? BLANK);
  page.row(L.permit, property.permitNumber ?? BLANK);
  if (property.oqoodNumber && !property.titleDeedNumber) page.row(L.oqood, property.oqoodNumber);
  else page.row(L.titleDeed, property.titleDeedNumber ?? BLANK);

  page.heading(L.price);
  page.row(L.salePrice, formatAedExact(input.priceAed));
  page.row(L.deposit, formatAedExact(input.depositAed));
  page.row(L.balance, formatAedExact(Math.max(0, input.priceAed - input.depositAed)));

  page.heading(L.commission);
  const commission = commissionOf(input);
  page.row(L.commissionRate, input.commission.ratePct !== null ? `${input.commission.ratePct}%` : BLANK);
  page.row(L.commissionAmount, commission !== null ? formatAedExact(commission) : BLANK);
  if (commission !== null) {
    const vat = Math.round(commission * VAT_RATE * 100) / 100;
    page.row(L.vat, formatAedExact(vat));
    page.row(L.commissionTotal, formatAedExact(commission + vat));
  }
  if (input.coBroker?.splitPct != null) page.row(L.split, `${input.coBroker.splitPct}% to ${input.coBroker.name}`);

  page.heading(L.terms);
  page.row(L.signedOn, input.signedOn);
  page.row(L.transferBy, input.transferBy ?? BLANK);
  FORM_F_TERMS.forEach((term, index) => page.paragraph(`${index + 1}. ${term}`));

  page.heading(L.signatures);
  page.signatures(['The Seller', 'The Buyer', 'The Broker']);

  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

function partyRows(page: Page, party: FormFParty): void {
  page.row(party.kind === 'company' ? L.company : L.name, party.name);
  if (party.kind === 'company') page.row(L.tradeLicence, party.tradeLicenceNumber ?? BLANK);
  page.row(L.nationality, party.nationality ?? BLANK);
  const document = party.idDocument;
  const idLabel = document?.type === 'emirates-id' ? L.emiratesId : document?.type === 'other' ? L.otherId : L.passport;
  page.row(idLabel, document?.number ?? BLANK);
  page.row(L.phone, party.phone ?? BLANK);
  page.row(L.email, party.email ?? BLANK);
}

/** The layout: a cursor down the page, adding a page when the next block would not fit. */
class Page {
  private y = MARGIN;
  constructor(private readonly doc: PDFKit.PDFDocument) {}

  private room(height: number): void {
    if (this.y + height <= this.doc.page.height - MARGIN) return;
    this.doc.addPage();
    this.y = MARGIN;
  }

  title(label: BilingualLabel, subtitle: string): void {
    this.doc
      .font('latinBold')
      .fontSize(16)
      .text(label.en, MARGIN, this.y, { width: CONTENT - 140 });
    this.arabic(label.ar, 'arabicBold', 16, 140);
    this.y += 24;
    this.doc.font('latin').fontSize(10).fillColor('#555555').text(subtitle, MARGIN, this.y, { width: CONTENT });
    this.doc.fillColor('#000000');
    this.y += 18;
  }

  heading(label: BilingualLabel): void {
    this.room(44);
    this.y += 10;
    this.doc
      .moveTo(MARGIN, this.y)
      .lineTo(PAGE_WIDTH - MARGIN, this.y)
      .lineWidth(0.5)
      .stroke('#999999');
    this.y += 5;
    this.doc
      .font('latinBold')
      .fontSize(12)
      .text(label.en, MARGIN, this.y, { width: CONTENT - ARABIC_WIDTH });
    this.arabic(label.ar, 'arabicBold', 12, ARABIC_WIDTH);
    this.y += 20;
  }

  row(label: BilingualLabel, value: string): void {
    this.doc.font('latin').fontSize(10);
    const height =
      Math.max(
        14,
        this.doc.heightOfString(value, { width: VALUE_WIDTH }),
        this.doc.heightOfString(label.en, { width: LABEL_WIDTH }),
      ) + 2;
    this.room(height);
    this.doc.fillColor('#555555').text(label.en, MARGIN, this.y, { width: LABEL_WIDTH });
    this.doc.fillColor('#000000').text(value, MARGIN + LABEL_WIDTH, this.y, { width: VALUE_WIDTH });
    this.doc.fillColor('#555555');
    this.arabic(label.ar, 'arabic', 10, ARABIC_WIDTH);
    this.doc.fillColor('#000000');
    this.y += height;
  }

  /**
   * An Arabic label flush right on one line. With `features` pdfkit shapes the line as one run
   * (without, it shapes word by word and sets the words left to right), and fontkit then orders the
   * whole run right to left.
   */
  private arabic(text: string, font: 'arabic' | 'arabicBold', size: number, width: number): void {
    this.doc
      .font(font)
      .fontSize(size)
      .text(text, PAGE_WIDTH - MARGIN - width, this.y, {
        width,
        align: 'right',
        lineBreak: false,
        features: ['rlig'],
      });
  }

  paragraph(text: string): void {
    this.doc.font('latin').fontSize(9);
    const height = this.doc.heightOfString(text, { width: CONTENT }) + 4;
    this.room(height);
    this.doc.text(text, MARGIN, this.y, { width: CONTENT });
    this.y += height;
  }

  gap(): void {
    this.y += 6;
  }

  signatures(names: string[]): void {
    this.room(70);
    const width = (CONTENT - 20 * (names.length - 1)) / names.length;
    names.forEach((name, index) => {
      const x = MARGIN + index * (width + 20);
      this.doc
        .moveTo(x, this.y + 40)
        .lineTo(x + width, this.y + 40)
        .lineWidth(0.5)
        .stroke('#000000');
      this.doc
        .font('latin')
        .fontSize(9)
        .text(name, x, this.y + 44, { width });
    });
    this.y += 60;
  }
}
