import type { z } from 'zod';
import { IDENTITY_FIELDS } from '../../shared/deals/constants.ts';
import type { DealView } from '../../shared/deals/responses.ts';
import {
  partyFields as partySchema,
  type paymentAddInput,
  type partyAddInput,
  type partyUpdateInput,
} from '../../shared/deals/schemas.ts';
import { DealPartySchema, DealPaymentSchema } from './deal.entity.ts';
import { checkSide, type DealWork } from './deal.service.ts';
import { onPartyChanged } from './party-hooks.ts';

/**
 * A deal's parties and payment ledger, changed through `DealWork.change` like the deal itself: within
 * the caller's reach, audited, and announced as `deal.updated`. The trail names fields and sides,
 * never a party's identity.
 */
export class DealLedger {
  constructor(private readonly work: DealWork) {}

  addParty({ dealId, party }: z.output<typeof partyAddInput>): Promise<DealView> {
    return this.work.change(dealId, async (em, deal) => {
      checkSide(deal.kind, party.side);
      const added = em.create(DealPartySchema, { ...party, deal });
      await em.flush();
      await onPartyChanged(em, added);
      return {
        action: 'deal.party_added',
        subject: `deal ${deal.id}`,
        details: { partyId: added.id, side: party.side, kind: party.kind },
      };
    });
  }

  async updateParty({ id, party: fields }: z.output<typeof partyUpdateInput>): Promise<DealView> {
    const dealId = (await this.work.party(this.work.em, id)).deal.id;
    return this.work.change(dealId, async (em, deal) => {
      const party = await this.work.party(em, id);
      if (fields.side) checkSide(deal.kind, fields.side);
      const changed = partySchema
        .keyof()
        .options.filter(
          (field) => fields[field] !== undefined && String(fields[field]) !== String(party[field] ?? null),
        );
      if (changed.length === 0) return null;
      em.assign(party, fields);
      await em.flush();
      if (changed.some((field) => IDENTITY_FIELDS.includes(field))) await onPartyChanged(em, party);
      return { action: 'deal.party_changed', subject: `deal ${deal.id}`, details: { partyId: id, fields: changed } };
    });
  }

  async removeParty(id: number): Promise<DealView> {
    const dealId = (await this.work.party(this.work.em, id)).deal.id;
    return this.work.change(dealId, async (em, deal) => {
      const party = await this.work.party(em, id);
      em.remove(party);
      await em.flush();
      return {
        action: 'deal.party_removed',
        subject: `deal ${deal.id}`,
        details: { partyId: id, side: party.side, kind: party.kind },
      };
    });
  }

  /** Money received: the ledger the Real Estate Activity Report rule reads. Closed deals take none. */
  addPayment({ dealId, ...payment }: z.output<typeof paymentAddInput>): Promise<DealView> {
    return this.work.change(
      dealId,
      async (em, deal) => {
        const added = em.create(DealPaymentSchema, {
          deal,
          method: payment.method,
          amountAed: payment.amountAed,
          receivedAt: new Date(payment.receivedAt),
          createdBy: this.work.user.id,
        });
        await em.flush();
        return {
          action: 'deal.payment_added',
          subject: `deal ${deal.id}`,
          details: { paymentId: added.id, method: payment.method, amountAed: payment.amountAed },
        };
      },
      { open: true },
    );
  }
}
