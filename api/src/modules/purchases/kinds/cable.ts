import { CABLE, MESSAGES, toKobo, toNaira } from '@topup/rules';
import { ValidationFailed } from '../../../errors';
import { verificationOf } from '../verification';
import { CableBody } from '@topup/wire';
import { assertSamePrice, check, orderBase, packageOf, planOf, text, type KindModule } from './common';

/** purchase-cable/: a plan is a bouquet change at its price; no plan renews at the verified amount. */
export const cableKind: KindModule<typeof CableBody> = {
  kind: CABLE,
  summary: 'Pay a cable TV subscription (smart card verified first, except SHOWMAX)',
  body: CableBody,
  async toOrder({ db, catalogue, userId, verifications }, body) {
    const pkg = await packageOf(catalogue, body.package_id, CABLE);
    const needsCard = verificationOf(pkg) === 'smart-card';
    const smartNo = text(body.smart_no);
    const planKey = text(body.variation_code) || text(body.cable_plan);
    const change = !needsCard || body.subscription_type === 'change' || (body.subscription_type !== 'renew' && planKey !== '');
    const phone = text(body.phone_number);
    const input = { package_id: pkg.id, smart_no: needsCard ? smartNo : undefined, variation_code: change ? planKey : undefined, phone_number: phone };
    check(CABLE, { ...input, amt: CABLE.minimum });

    const verified = needsCard
      ? await verifications.require(db, { userId, pkg, number: smartNo, field: 'smart_no' })
      : undefined;
    let priceKobo: number;
    let planTitle: string;
    let variationCode: string | undefined;
    if (change) {
      const plan = await planOf(catalogue, pkg, { variationCode: text(body.variation_code), dataPlan: text(body.cable_plan) });
      [priceKobo, planTitle, variationCode] = [plan.amount_kobo, plan.title, plan.variation_code];
    } else {
      const renewal = Number(verified?.Renewal_Amount);
      if (!(renewal > 0)) throw new ValidationFailed('variation_code', MESSAGES.cable.planRequired);
      [priceKobo, planTitle] = [toKobo(renewal), `renewal of ${text(verified?.Current_Bouquet) || 'current bouquet'}`];
    }
    check(CABLE, { ...input, amt: toNaira(priceKobo) });
    assertSamePrice(body.amt, priceKobo);

    const holder = text(verified?.Customer_Name);
    return {
      ...(await orderBase(catalogue, userId, CABLE, pkg)),
      amountKobo: priceKobo,
      plan: `${pkg.title} ${planTitle}`,
      description: needsCard ? `${pkg.title} ${planTitle} for ${holder} (${smartNo}), phone ${phone}` : `${pkg.title} ${planTitle} for ${phone}`,
      cardNo: needsCard ? smartNo : null,
      ...(holder ? { request: { customerName: holder } } : {}),
      provider: {
        serviceID: pkg.key,
        billersCode: needsCard ? smartNo : phone,
        variationCode,
        amountNaira: toNaira(priceKobo),
        phone,
        ...(needsCard ? { subscriptionType: change ? ('change' as const) : ('renew' as const) } : {}),
      },
    };
  },
};
