import { Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { TransactionalRepository } from '../cars/transactional-repository.js';
import type { Transaction } from '../database/booking-transaction.js';
import { type PaymentRow, payments } from '../database/schema.js';
import { PaymentsTransaction } from './payments.transaction.js';

/** The payments as the gateway's callbacks find them, and the transactions that settle them. */
@Injectable()
export class PaymentsRepository extends TransactionalRepository<PaymentsTransaction> {
  protected open(tx: Transaction): PaymentsTransaction {
    return new PaymentsTransaction(tx);
  }

  /** The payment the gateway knows by this tran_id, or null. */
  async byTranId(tranId: string): Promise<PaymentRow | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.tranId, tranId));
    return row ?? null;
  }

  /** The payment with this id, or null. */
  async byId(paymentId: string): Promise<PaymentRow | null> {
    const [row] = await this.db.select().from(payments).where(eq(payments.id, paymentId));
    return row ?? null;
  }

  /** Keeps the gateway's session of a started payment. */
  async keepSession(paymentId: string, sessionKey: string): Promise<void> {
    await this.db.update(payments).set({ sessionKey }).where(eq(payments.id, paymentId));
  }

  /** Writes a started payment failed or canceled at the gateway; one already settled stays. */
  async markUnpaid(paymentId: string, state: 'failed' | 'canceled', at: Date): Promise<boolean> {
    const changed = await this.db
      .update(payments)
      .set({ state, settledAt: at })
      .where(and(eq(payments.id, paymentId), eq(payments.state, 'started')))
      .returning({ id: payments.id });
    return changed.length > 0;
  }
}
