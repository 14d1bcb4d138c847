import type { DealKind, DealStage, PartySide, PaymentMethod } from '../../../shared/deals/constants.ts';
import { m } from '../../../shared/paraglide/messages.js';

/** The console's words for a deal's kinds, stages, sides and payment methods, in its language. */
const STAGES: Record<DealStage, () => string> = {
  offer: m.deals_stage_offer,
  accepted: m.deals_stage_accepted,
  'mou-signed': m.deals_stage_mou_signed,
  'deposit-received': m.deals_stage_deposit_received,
  'transfer-booked': m.deals_stage_transfer_booked,
  'contract-signed': m.deals_stage_contract_signed,
  'ejari-registered': m.deals_stage_ejari_registered,
  completed: m.deals_stage_completed,
  lost: m.deals_stage_lost,
};

const KINDS: Record<DealKind, () => string> = { sale: m.deals_kind_sale, rental: m.deals_kind_rental };

const SIDES: Record<PartySide, () => string> = {
  buyer: m.deals_side_buyer,
  seller: m.deals_side_seller,
  tenant: m.deals_side_tenant,
  landlord: m.deals_side_landlord,
};

const METHODS: Record<PaymentMethod, () => string> = {
  cash: m.deals_method_cash,
  'bank-transfer': m.deals_method_bank_transfer,
  cheque: m.deals_method_cheque,
  mortgage: m.deals_method_mortgage,
  'virtual-asset': m.deals_method_virtual_asset,
};

export const stageLabel = (stage: DealStage): string => STAGES[stage]();
export const kindLabel = (kind: DealKind): string => KINDS[kind]();
export const sideLabel = (side: PartySide): string => SIDES[side]();
export const methodLabel = (method: PaymentMethod): string => METHODS[method]();

export const STAGE_COLORS: Partial<Record<DealStage, string>> = { completed: 'green', lost: 'gray' };
