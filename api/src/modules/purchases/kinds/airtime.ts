import { AIRTIME, airtimeCharged, formatKobo, toKobo, toNaira } from '@topup/rules';
import { amountField, amountKobo, assertSamePrice, check, clientPrice, idOrNumericString, orderBase, packageOf, stringOrNumber, text, type KindModule } from './common';

/** purchase-airtime/: `amount` is the airtime's face value; the wallet pays it less the network discount. */
export interface AirtimeBody {
  network?: string | number;
  phone_number?: string;
  amount?: number | string;
  package_id: number | string;
  amt?: number | string;
}

export const airtimeKind: KindModule<AirtimeBody> = {
  kind: AIRTIME,
  summary: 'Buy airtime from the wallet, charged the amount less the network discount',
  required: ['package_id'],
  properties: {
    network: stringOrNumber,
    phone_number: { type: 'string' },
    amount: amountField,
    package_id: idOrNumericString,
    amt: { ...clientPrice, description: 'the charged amount the customer saw (optional); must equal ours' },
  },
  async toOrder({ catalogue, userId }, body) {
    const phone = text(body.phone_number);
    check(AIRTIME, { package_id: text(body.package_id), phone_number: phone, amount: body.amount });
    const pkg = await packageOf(catalogue, body.package_id, AIRTIME);
    const faceKobo = amountKobo(body.amount, 'amount');
    const chargedKobo = toKobo(airtimeCharged(toNaira(faceKobo), pkg.rate_percent ?? 0));
    assertSamePrice(body.amt, chargedKobo);
    return {
      ...(await orderBase(catalogue, userId, AIRTIME, pkg)),
      amountKobo: chargedKobo,
      plan: `${pkg.title} airtime ${formatKobo(faceKobo)}`,
      description: `${pkg.title} airtime of ${formatKobo(faceKobo)} to ${phone}`,
      cardNo: null,
      provider: { serviceID: pkg.key, billersCode: phone, amountNaira: toNaira(faceKobo), phone },
    };
  },
};
