import { useState, type FormEvent } from 'react';
import { useCurrentUser, useSession, useToast } from '@topup/platform';
import { useApi } from '@topup/api-client/react';
import { showApiError, type VirtualAccount } from '@topup/api-client';
import {
  BANKS,
  BVN_NIN_LENGTH,
  DELAYS_MS,
  DEPOSIT_CHARGE_PERCENT,
  UI_MESSAGES,
  validateVirtualAccount,
  type Bank,
} from '@topup/rules';
import { Button, Field } from '@topup/ui';

/** Reloads the page after an account is created, as the spec asks (replaced in tests). */
export const page = { reload: () => window.location.reload() };

function AccountDetails({ account }: { account: VirtualAccount }) {
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(account.accountNumber);
      toast.success(UI_MESSAGES.wallet.accountNumberCopied);
    } catch {
      toast.error(UI_MESSAGES.wallet.copyFailed);
    }
  };
  return (
    <div className="wallet-account">
      <div>
        <div>{account.accountName}</div>
        <div className="wallet-account__number">{account.accountNumber}</div>
      </div>
      <Button type="button" variant="secondary" onClick={() => void copy()} aria-label={`Copy account number ${account.accountNumber}`}>
        Copy
      </Button>
    </div>
  );
}

/** The verified BVN/NIN on file (a bank account uses it), or null: then the bank's own number is asked. */
type VerifiedIdentity = { kind: 'bvn' | 'nin'; last4: string } | null;

function CreateAccountForm({ bank, verified }: { bank: Bank; verified: VerifiedIdentity }) {
  const api = useApi();
  const toast = useToast();
  const session = useSession();
  const [accountName, setAccountName] = useState('');
  const [identity, setIdentity] = useState('');
  const [busy, setBusy] = useState(false);
  const identityLabel = bank.identity === 'bvn' ? 'BVN' : 'NIN';
  const input = { bank: bank.key, account_name: accountName, [bank.identity]: identity, identityOnFile: verified !== null };
  const ready = validateVirtualAccount(input) === null;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    try {
      const payload = { bank_name: bank.key, account_name: accountName.trim(), ...(verified ? {} : { [bank.identity]: identity.trim() }) };
      const result = await api.createVirtualAccount(payload);
      toast.success(result.message);
      await session.refreshUser().catch((error: unknown) => console.error(error));
      setTimeout(() => page.reload(), DELAYS_MS.afterVirtualAccount);
    } catch (failure) {
      showApiError(toast, failure);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={`Create a ${bank.name} account`}>
      <p className="tu-field__hint">{UI_MESSAGES.wallet.noAccountYet}</p>
      <Field label="Account name" autoComplete="name" value={accountName} onChange={(e) => setAccountName(e.target.value)} />
      {verified ? (
        <p className="wallet-bank__identity">{UI_MESSAGES.wallet.usesVerifiedIdentity(verified.kind === 'bvn' ? 'BVN' : 'NIN', verified.last4)}</p>
      ) : (
        <Field
          label={identityLabel}
          inputMode="numeric"
          autoComplete="off"
          maxLength={BVN_NIN_LENGTH}
          hint={`${BVN_NIN_LENGTH} digits. We pass it to the bank and never store it.`}
          value={identity}
          onChange={(e) => setIdentity(e.target.value.replace(/\D/g, ''))}
        />
      )}
      <Button type="submit" busy={busy} disabled={!ready}>
        Create account
      </Button>
    </form>
  );
}

/** Bank-transfer funding: one panel per bank with its charge and account, or the form to create one. */
export function BankPanels() {
  const user = useCurrentUser();
  return (
    <div className="wallet-banks">
      {BANKS.map((bank) => {
        const accounts = user?.[bank.accountField] ?? null;
        return (
          <section key={bank.key} className="tu-card wallet-bank" aria-labelledby={`bank-${bank.key}`}>
            <h3 id={`bank-${bank.key}`}>{bank.name}</h3>
            <p className="wallet-bank__charge">{UI_MESSAGES.wallet.chargeNote(DEPOSIT_CHARGE_PERCENT[bank.key])}</p>
            {accounts && accounts.length > 0 ? (
              accounts.map((account) => <AccountDetails key={account.accountNumber} account={account} />)
            ) : (
              <CreateAccountForm bank={bank} verified={user?.verified_identity ?? null} />
            )}
          </section>
        );
      })}
    </div>
  );
}
