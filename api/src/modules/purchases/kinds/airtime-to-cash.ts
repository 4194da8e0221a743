import { AIRTIME_TO_CASH, API_MESSAGES, airtimeToCashReceive, formatKobo, toKobo, toNaira } from '@topup/rules';
import { AirtimeToCashBody } from '@topup/wire';
import { amountKobo, assertSamePrice, check, orderBase, packageOf, text, type KindModule } from './common';

/**
 * convert-airtime-to-cash/: records a pending request and moves no money. The customer transfers
 * the airtime to the network's receiving line; staff credit `amount_to_receive` once it arrives.
 */
export const airtimeToCashKind: KindModule<typeof AirtimeToCashBody> = {
  kind: AIRTIME_TO_CASH,
  summary: 'Ask to convert airtime to cash: a pending request (201); staff credit the wallet once the airtime arrives',
  body: AirtimeToCashBody,
  async toOrder({ catalogue, userId }, body) {
    const phone = text(body.phone) || text(body.phone_number);
    check(AIRTIME_TO_CASH, { package_id: text(body.package_id), phone, amount_transferred: body.amount_transferred });
    const pkg = await packageOf(catalogue, body.package_id, AIRTIME_TO_CASH);
    const faceKobo = amountKobo(body.amount_transferred, 'amount_transferred');
    const commission = pkg.rate_percent ?? 0;
    const receiveKobo = toKobo(airtimeToCashReceive(toNaira(faceKobo), commission));
    assertSamePrice(body.amount_to_receive, receiveKobo, API_MESSAGES.purchase.receiveChanged);
    const record = API_MESSAGES.records.airtimeToCash(pkg.title, phone, formatKobo(faceKobo));
    return {
      ...(await orderBase(catalogue, userId, AIRTIME_TO_CASH, pkg)),
      amountKobo: receiveKobo,
      plan: record.plan,
      description: record.description,
      cardNo: null,
      provider: null,
      request: {
        network: pkg.title,
        receivingNumber: pkg.receiving_number ?? '',
        howTo: pkg.description,
        phone,
        amountTransferredKobo: faceKobo,
        commissionPercent: commission,
      },
    };
  },
};
