import { AIRTIME, airtimeCharged, formatKobo, toKobo, toNaira } from '@topup/rules';
import { AirtimeBody } from '@topup/wire';
import { amountKobo, assertSamePrice, check, orderBase, packageOf, text, type KindModule } from './common';

/** purchase-airtime/: `amount` is the airtime's face value; the wallet pays it less the network discount. */
export const airtimeKind: KindModule<typeof AirtimeBody> = {
  kind: AIRTIME,
  summary: 'Buy airtime from the wallet, charged the amount less the network discount',
  body: AirtimeBody,
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
