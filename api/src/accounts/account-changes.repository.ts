import { Injectable } from '@nestjs/common';
import { TransactionalRepository } from '../cars/transactional-repository.js';
import type { Transaction } from '../database/booking-transaction.js';
import { AccountStandingTransaction } from './account-standing.transaction.js';

/** Suspensions and reinstatements, each one AccountStandingTransaction. */
@Injectable()
export class AccountChangesRepository extends TransactionalRepository<AccountStandingTransaction> {
  protected open(tx: Transaction): AccountStandingTransaction {
    return new AccountStandingTransaction(tx);
  }
}
