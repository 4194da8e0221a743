import { DATA, toNaira } from '@topup/rules';
import { DataBody } from '@topup/wire';
import { assertSamePrice, check, orderBase, packageOf, planOf, text, type KindModule } from './common';

/** purchase-data/ payload as the spec's section 7 lists it. */
export const dataKind: KindModule<typeof DataBody> = {
  kind: DATA,
  summary: 'Buy a data plan from the wallet',
  body: DataBody,
  async toOrder({ catalogue, userId }, body) {
    const pkg = await packageOf(catalogue, body.package_id, DATA);
    const plan = await planOf(catalogue, pkg, { variationCode: text(body.variation_code), dataPlan: text(body.data_plan) });
    const phone = text(body.phone_number ?? body.phone);
    check(DATA, { package_id: pkg.id, phone_number: phone, amt: toNaira(plan.amount_kobo) });
    assertSamePrice(body.amt, plan.amount_kobo);
    return {
      ...(await orderBase(catalogue, userId, DATA, pkg)),
      amountKobo: plan.amount_kobo,
      plan: `${pkg.title} ${plan.title}`,
      description: `${pkg.title} ${plan.title} to ${phone}`,
      cardNo: null,
      provider: { serviceID: pkg.key, billersCode: phone, variationCode: plan.variation_code, amountNaira: toNaira(plan.amount_kobo), phone },
    };
  },
};
