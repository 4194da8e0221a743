import { useState } from 'react';
import { useSession, useToast } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { createIdempotencyKey, toErrorMessages, type DataPlan, type DataPurchase, type Package } from '@topup/api-client';
import { DATA } from '@topup/rules';

export interface DataForm {
  pkg: Package<DataPlan[]> | undefined;
  plan: DataPlan | undefined;
  phone: string;
}

export function toDataPurchase(pkg: Package<DataPlan[]>, plan: DataPlan, phone: string): DataPurchase {
  return {
    service_providers: pkg.title,
    data_plan: plan.code,
    phone,
    amt: Number(plan.amount),
    package_id: pkg.id,
    variation_code: plan.variation_code ?? plan.code,
    phone_number: phone,
  };
}

/**
 * Submit -> validate (first failing spec message as an error toast) -> confirm -> purchase-data/.
 * One idempotency key per confirmed submission, so a retried request never buys twice.
 */
export function useDataPurchase(form: DataForm) {
  const api = useApi();
  const session = useSession();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const requestPurchase = () => {
    const problem = DATA.validate({ package_id: form.pkg?.id, phone_number: form.phone, amt: form.plan?.amount });
    if (problem) toast.error(problem.message);
    else setConfirming(true);
  };

  const cancel = () => setConfirming(false);

  const confirm = async () => {
    setConfirming(false);
    const { pkg, plan } = form;
    if (!pkg || !plan) return;
    setBusy(true);
    try {
      const result = await api.purchaseData(toDataPurchase(pkg, plan, form.phone.trim()), {
        idempotencyKey: createIdempotencyKey(),
      });
      if (result.status === 201) toast.warning(result.message);
      else toast.success(result.message);
      await session.refreshUser().catch((error: unknown) => console.error(error));
    } catch (error) {
      toErrorMessages(error).forEach((message) => toast.error(message));
    } finally {
      setBusy(false);
    }
  };

  return { confirming, busy, requestPurchase, confirm, cancel };
}
