import { ELECTRICITY, METER_TYPES, MESSAGES, electricityCharged, formatKobo, toKobo, toNaira } from '@topup/rules';
import { ValidationFailed } from '../../../errors';
import { ElectricityBody } from '@topup/wire';
import { amountKobo, assertSamePrice, check, orderBase, packageOf, text, type KindModule } from './common';

/** purchase-electricity/: `amount` is the face value; the wallet pays it less the disco's discount. */
export const electricityKind: KindModule<typeof ElectricityBody> = {
  kind: ELECTRICITY,
  summary: 'Pay for electricity (meter verified first); a prepaid token is on the receipt',
  body: ElectricityBody,
  async toOrder({ db, catalogue, userId, verifications }, body) {
    const meterNo = text(body.meter_no) || text(body.billersCode);
    const meterType = (text(body.meter_type) || text(body.variation_code)).toLowerCase();
    const phone = text(body.phone_number);
    const input = { package_id: text(body.package_id), meter_no: meterNo, meter_type: meterType, phone_number: phone, amount: body.amount };
    check(ELECTRICITY, input);
    if (!(METER_TYPES as readonly string[]).includes(meterType)) {
      throw new ValidationFailed('meter_type', MESSAGES.electricity.meterTypeRequired);
    }
    const pkg = await packageOf(catalogue, body.package_id, ELECTRICITY);
    const meter = await verifications.require(db, { userId, pkg, number: meterNo, meterType, field: 'meter_no' });
    check(ELECTRICITY, { ...input, minimum: Number(meter.Minimum_Amount) || null });

    const faceKobo = amountKobo(body.amount, 'amount');
    const chargedKobo = toKobo(electricityCharged(toNaira(faceKobo), pkg.rate_percent ?? 0));
    assertSamePrice(body.amt, chargedKobo);
    return {
      ...(await orderBase(catalogue, userId, ELECTRICITY, pkg)),
      amountKobo: chargedKobo,
      plan: `${pkg.title} ${meterType} ${formatKobo(faceKobo)}`,
      description: `${pkg.title} ${meterType} meter ${meterNo} (${text(meter.Customer_Name)}), ${formatKobo(faceKobo)}, phone ${phone}`,
      cardNo: meterNo,
      ...(text(meter.Customer_Name) ? { request: { customerName: text(meter.Customer_Name) } } : {}),
      provider: { serviceID: pkg.key, billersCode: meterNo, variationCode: meterType, amountNaira: toNaira(faceKobo), phone },
    };
  },
};
