import type { InquiryKind, InquiryStatus } from './schemas.ts';

export interface InquiryView {
  id: number;
  kind: InquiryKind;
  firstName: string;
  lastName: string;
  name: string;
  email: string;
  phone: string | null;
  interest: string | null;
  message: string | null;
  status: InquiryStatus | string;
  propertyId: number | null;
  propertyTitle: string | null;
  sourcePage: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
}
