import { EDUCATION, toNaira } from '@topup/rules';
import { verificationOf } from '../verification';
import { EducationBody } from '@topup/wire';
import { assertSamePrice, check, orderBase, packageOf, planOf, text, type KindModule } from './common';

/** purchase-exam-pins/: plan amount times quantity; JAMB verifies the profile ID first. */
export const educationKind: KindModule<typeof EducationBody> = {
  kind: EDUCATION,
  summary: 'Buy result checker or registration PINs; serials and PINs are on the receipt',
  body: EducationBody,
  async toOrder({ db, catalogue, userId, verifications }, body) {
    const phone = text(body.phone_number);
    const quantity = body.quantity === undefined ? 1 : body.quantity;
    const input = { package_id: text(body.package_id), variation_code: text(body.variation_code), quantity, phone_number: phone };
    check(EDUCATION, input);
    const pkg = await packageOf(catalogue, body.package_id, EDUCATION);
    const needsProfile = verificationOf(pkg) === 'profile-id';
    const profileId = text(body.profile_id);
    if (needsProfile) check(EDUCATION, { ...input, profile_id: profileId });
    const candidate = needsProfile
      ? await verifications.require(db, { userId, pkg, number: profileId, field: 'profile_id' })
      : undefined;
    const plan = await planOf(catalogue, pkg, { variationCode: text(body.variation_code), dataPlan: text(body.variation_code) });

    const count = Number(quantity);
    const priceKobo = plan.amount_kobo * count;
    assertSamePrice(body.amt, priceKobo);
    const forWhom = candidate ? `${text(candidate.Customer_Name)} (${profileId})` : phone;
    return {
      ...(await orderBase(catalogue, userId, EDUCATION, pkg)),
      amountKobo: priceKobo,
      plan: `${pkg.title} ${plan.title}`,
      description: `${plan.title} for ${forWhom}, Quantity: ${count}`,
      cardNo: needsProfile ? profileId : null,
      ...(candidate && text(candidate.Customer_Name) ? { request: { customerName: text(candidate.Customer_Name) } } : {}),
      quantity: count,
      provider: {
        serviceID: pkg.key,
        billersCode: needsProfile ? profileId : phone,
        variationCode: plan.variation_code,
        amountNaira: toNaira(priceKobo),
        phone,
        quantity: count,
      },
    };
  },
};
