/**
 * The Form F's headings and field labels as the bilingual RERA form prints them: English, and the
 * Arabic beside it. Data, kept apart from the layout so a wording is changed in one place.
 */
export interface BilingualLabel {
  en: string;
  ar: string;
}

const label = (en: string, ar: string): BilingualLabel => ({ en, ar });

export const FORM_F_LABELS = {
  title: label('Memorandum of Understanding (Form F)', 'مذكرة تفاهم'),
  sellers: label('The Seller', 'البائع'),
  buyers: label('The Buyer', 'المشتري'),
  brokers: label('The Brokers', 'الوسطاء'),
  property: label('The Property', 'تفاصيل العقار'),
  price: label('Price and Payment', 'السعر'),
  commission: label('Commission', 'العمولة'),
  terms: label('Terms', 'الشروط والأحكام'),
  signatures: label('Signatures', 'التوقيع'),

  name: label('Name', 'الاسم'),
  company: label('Company', 'اسم الشركة'),
  nationality: label('Nationality', 'الجنسية'),
  passport: label('Passport No.', 'رقم جواز السفر'),
  emiratesId: label('Emirates ID No.', 'رقم الهوية'),
  otherId: label('Identity document No.', 'رقم الوثيقة'),
  tradeLicence: label('Trade licence No.', 'رقم الرخصة التجارية'),
  phone: label('Mobile', 'رقم الهاتف'),
  email: label('E-mail', 'البريد الإلكتروني'),

  office: label('Office name', 'اسم المكتب'),
  orn: label('Office registration No. (ORN)', 'رقم تسجيل المكتب'),
  agent: label('Agent name', 'اسم الوسيط'),
  brn: label('Broker registration No. (BRN)', 'رقم تسجيل الوسيط'),
  coBroker: label('Co-broker office', 'مكتب الوسيط الآخر'),

  residence: label('Residence', 'العقار'),
  propertyType: label('Property type', 'نوع العقار'),
  location: label('Location', 'الموقع'),
  permit: label('Permit No.', 'رقم التصريح'),
  titleDeed: label('Title deed No.', 'رقم سند الملكية'),
  oqood: label('Oqood No.', 'رقم العقود'),

  salePrice: label('Sale price', 'سعر البيع'),
  deposit: label('Security deposit', 'مبلغ التأمين'),
  balance: label('Balance at transfer', 'المبلغ المتبقي'),

  commissionRate: label('Rate', 'النسبة'),
  commissionAmount: label('Amount', 'المبلغ'),
  vat: label('VAT (5%)', 'ضريبة القيمة المضافة'),
  commissionTotal: label('Total', 'المجموع'),
  split: label('Co-broker share', 'حصة الوسيط الآخر'),

  signedOn: label('Date of this memorandum', 'تاريخ المذكرة'),
  transferBy: label('Transfer at DLD by', 'تاريخ نقل الملكية'),
} satisfies Record<string, BilingualLabel>;

/** The terms printed under "Terms", after the dates; they restate the figures above in words. */
export const FORM_F_TERMS = [
  'The Buyer gives the security deposit on signing this memorandum, held in trust until the transfer; it counts towards the sale price.',
  'The Buyer pays the balance at the transfer of title at the Dubai Land Department (DLD).',
  'The Seller obtains the developer’s No Objection Certificate (NOC) before the transfer date.',
  'The commission stated above is due to the brokers on the transfer of title.',
] as const;
