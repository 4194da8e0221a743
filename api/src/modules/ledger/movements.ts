import { API_MESSAGES } from '@topup/rules';
import type { Queryable } from '../../db/client';
import { SYSTEM_ACCOUNTS, TEST_ACCOUNTS, bonusOf, testWalletOf, walletOf } from './accounts';
import { postEntry, type EntryInput, type Posting } from './journal';

/*
 * Every way money moves, listed once (ADR 0007). Each movement is one balanced journal entry with
 * its kind, the transaction record it belongs to (tx_ref) and the time of the outside event; its
 * event key is unique, so a replay (webhook, job, retry) posts nothing. ENTRIES builds the entry
 * (for a statement that posts it among other work, journal.ts postEntryCall); MOVEMENTS posts it
 * on its own and returns false on a replay.
 */

interface Movement {
  /** The record this movement belongs to (transactions.tx_ref). */
  txRef: string;
  amountKobo: number;
  /** When the outside event happened (gateway payment time); defaults to the database's now. */
  occurredAt?: Date;
}

const insufficient = API_MESSAGES.purchase.insufficientBalance;

function entry(kind: string, eventKey: string, description: string, m: Movement, postings: Posting[], debitOf?: number): EntryInput {
  return {
    eventKey, description, kind, txRef: m.txRef, occurredAt: m.occurredAt, postings, insufficientMessage: insufficient,
    // Money leaving a customer counts against their daily limit (ADR 0024).
    ...(debitOf === undefined ? {} : { debitOf: { userId: debitOf, amountKobo: m.amountKobo } }),
  };
}

const move = (from: string, to: string, amountKobo: number): Posting[] => [
  { account: from, amountKobo: -amountKobo },
  { account: to, amountKobo },
];

export const ENTRIES = {
  /** A purchase takes the price from the wallet and holds it until the provider answers. */
  purchaseDebit: (m: Movement & { userId: number; purchaseKind: string }) =>
    entry('purchase_debit', `purchase:${m.txRef}`, `${m.purchaseKind} purchase ${m.txRef}`, m,
      move(walletOf(m.userId), SYSTEM_ACCOUNTS.providerClearing, m.amountKobo), m.userId),

  /** A test-mode purchase (ADR 0043): the test ledger's copy of purchaseDebit, no daily limit (no real money). */
  testPurchaseDebit: (m: Movement & { userId: number; purchaseKind: string }) =>
    entry('test_purchase_debit', `purchase:${m.txRef}`, `Test ${m.purchaseKind} purchase ${m.txRef}`, m,
      move(testWalletOf(m.userId), TEST_ACCOUNTS.providerClearing, m.amountKobo)),

  testPurchaseDelivery: (m: Movement) =>
    entry('test_purchase_delivery', `delivery:${m.txRef}`, `Sandbox delivered ${m.txRef}`, m,
      move(TEST_ACCOUNTS.providerClearing, TEST_ACCOUNTS.revenue, m.amountKobo)),

  testPurchaseRefund: (m: Movement & { userId: number }) =>
    entry('test_purchase_refund', `reversal:${m.txRef}`, `Refund of failed test purchase ${m.txRef}`, m,
      move(TEST_ACCOUNTS.providerClearing, testWalletOf(m.userId), m.amountKobo)),

  /** A vendor tops up their test balance from the vendor area: play money, from the test ledger's funding. */
  testFunding: (m: Movement & { userId: number }) =>
    entry('test_funding', `test-funding:${m.txRef}`, `Test balance top-up ${m.txRef}`, m,
      move(TEST_ACCOUNTS.funding, testWalletOf(m.userId), m.amountKobo)),

  /** The provider delivered: the held money is earned. */
  purchaseDelivery: (m: Movement) =>
    entry('purchase_delivery', `delivery:${m.txRef}`, `Provider delivered ${m.txRef}`, m,
      move(SYSTEM_ACCOUNTS.providerClearing, SYSTEM_ACCOUNTS.revenue, m.amountKobo)),

  /** The provider failed: the held money goes back to the wallet in full. */
  purchaseRefund: (m: Movement & { userId: number }) =>
    entry('purchase_refund', `reversal:${m.txRef}`, `Refund of failed purchase ${m.txRef}`, m,
      move(SYSTEM_ACCOUNTS.providerClearing, walletOf(m.userId), m.amountKobo)),

  /** 2% of a referred customer's delivered data purchase, to the referrer's bonus. */
  referralBonus: (m: Movement & { referrerId: number; purchaseTxRef: string }) =>
    entry('referral_bonus', `referral:${m.purchaseTxRef}`, `Referral bonus on ${m.purchaseTxRef}`, m,
      move(SYSTEM_ACCOUNTS.referralExpense, bonusOf(m.referrerId), m.amountKobo)),

  /** A card payment the gateway confirmed, credited in full. */
  cardFunding: (m: Movement & { userId: number }) =>
    entry('card_funding', `funding:${m.txRef}`, `Card funding ${m.txRef}`, m,
      move(SYSTEM_ACCOUNTS.gatewayClearing, walletOf(m.userId), m.amountKobo)),

  /** A bank transfer into a virtual account: the wallet gets the amount less the bank's charge. */
  bankTransferFunding: (m: Movement & { userId: number; chargeKobo: number }) =>
    entry('bank_transfer_funding', `funding:${m.txRef}`, `Bank transfer funding ${m.txRef}`, m, [
      { account: SYSTEM_ACCOUNTS.gatewayClearing, amountKobo: -m.amountKobo },
      { account: walletOf(m.userId), amountKobo: m.amountKobo - m.chargeKobo },
      ...(m.chargeKobo > 0 ? [{ account: SYSTEM_ACCOUNTS.revenue, amountKobo: m.chargeKobo }] : []),
    ]),

  /** From one customer's wallet to another's (both see a record of the one tx_ref). */
  walletTransfer: (m: Movement & { fromUserId: number; toUserId: number }) =>
    entry('wallet_transfer', `transfer:${m.txRef}`, `Wallet transfer ${m.txRef}`, m,
      move(walletOf(m.fromUserId), walletOf(m.toUserId), m.amountKobo), m.fromUserId),

  /** A customer moves referral bonus into their wallet. */
  bonusToWallet: (m: Movement & { userId: number }) =>
    entry('bonus_to_wallet', `bonus-to-wallet:${m.txRef}`, `Bonus to wallet ${m.txRef}`, m,
      move(bonusOf(m.userId), walletOf(m.userId), m.amountKobo)),

  /** Staff confirmed the airtime arrived: the customer's wallet gets the amount to receive. */
  airtimeCashCredit: (m: Movement & { userId: number }) =>
    entry('airtime_cash_credit', `airtime-cash:${m.txRef}`, `Airtime to cash ${m.txRef}`, m,
      move(SYSTEM_ACCOUNTS.airtimeCashClearing, walletOf(m.userId), m.amountKobo)),

  /** A shop order takes the payable from the wallet until it is delivered or cancelled. */
  shopOrder: (m: Movement & { userId: number }) =>
    entry('shop_order', `order:${m.txRef}`, `Shop order ${m.txRef}`, m,
      move(walletOf(m.userId), SYSTEM_ACCOUNTS.shopOrders, m.amountKobo), m.userId),

  /** Staff delivered the order: the money is earned. */
  shopDelivery: (m: Movement) =>
    entry('shop_delivery', `order-delivered:${m.txRef}`, `Shop order delivered ${m.txRef}`, m,
      move(SYSTEM_ACCOUNTS.shopOrders, SYSTEM_ACCOUNTS.revenue, m.amountKobo)),

  /** Staff cancelled the order: the customer gets it all back. */
  shopRefund: (m: Movement & { userId: number }) =>
    entry('shop_refund', `order-refund:${m.txRef}`, `Shop order cancelled ${m.txRef}`, m,
      move(SYSTEM_ACCOUNTS.shopOrders, walletOf(m.userId), m.amountKobo)),

  /** Staff refunded a delivered purchase from a complaint (ADR 0027): the earned money goes back to the wallet. */
  complaintRefund: (m: Movement & { userId: number }) =>
    entry('complaint_refund', `complaint-refund:${m.txRef}`, `Refund of delivered purchase ${m.txRef} after a complaint`, m,
      move(SYSTEM_ACCOUNTS.revenue, walletOf(m.userId), m.amountKobo)),
} as const;

export type MovementKind = keyof typeof ENTRIES;

type Posters = { [K in MovementKind]: (tx: Queryable, m: Parameters<(typeof ENTRIES)[K]>[0]) => Promise<boolean> };

/** Each movement posted on its own, in the caller's transaction. */
export const MOVEMENTS = Object.fromEntries(
  Object.entries(ENTRIES).map(([kind, build]) => [kind, (tx: Queryable, m: never) => postEntry(tx, (build as (m: never) => EntryInput)(m))]),
) as Posters;
