import { Fragment, useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { KeyRound, Store } from 'lucide-react';
import type { CallbackDelivery, CreatedResellerKey, ResellerKey, VendorStatus, VendorUsage } from '@topup/api-client';
import { showApiError } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useSession, useToast } from '@topup/platform';
import { UI_MESSAGES, VENDOR_MESSAGES, VENDOR_MONTHLY_VOLUMES, validateVendorApplication, type VendorApplicationInput } from '@topup/rules';
import { Badge, Button, ConfirmDialog, CopyButton, EmptyState, ErrorState, Field, Loaded, Naira, Select, Skeleton, Table, useLoad, usePinAuthorisation, type Column } from '@topup/ui';

/**
 * Settings' vendor section (ADR 0026): apply to become a vendor; a vendor's API keys
 * (shown once), callback URL and log with resend, and the reseller API's usage today.
 */
export function VendorSettings() {
  const [attempt, setAttempt] = useState(0);
  return <VendorSection key={attempt} reload={() => setAttempt((n) => n + 1)} />;
}

/** Remounted (so read again) after an application is sent. */
function VendorSection({ reload }: { reload: () => void }) {
  const api = useApi();
  const state = useLoad(useCallback(async () => (await api.getVendorStatus()).data, [api]));
  return (
    <section className="tu-card account-form vendor" id="vendor" aria-labelledby="vendor-title">
      <h2 id="vendor-title">
        <Store aria-hidden="true" size={18} /> Vendor
      </h2>
      <Loaded state={state} lines={3} loading="Loading vendor details" failed={UI_MESSAGES.content.loadFailed}>
        {(data) => <VendorBody status={data} reload={reload} />}
      </Loaded>
    </section>
  );
}

function VendorBody({ status, reload }: { status: VendorStatus; reload: () => void }) {
  if (status.level === 'vendor') return <VendorArea webhookUrl={status.webhook_url} />;
  if (status.application?.status === 'pending') return <p role="status">Your application for {status.application.business_name} is being reviewed. We will e-mail you our answer.</p>;
  return (
    <>
      <p>Vendors buy at vendor prices, in the app and through our API.</p>
      {status.application?.status === 'declined' && <p>Your last application was declined{status.application.reason ? `: ${status.application.reason}` : '.'}</p>}
      <ApplyForm onApplied={reload} />
    </>
  );
}

function ApplyForm({ onApplied }: { onApplied: () => void }) {
  const api = useApi();
  const toast = useToast();
  const user = useSession().user;
  const [form, setForm] = useState<VendorApplicationInput>({ business_name: '', phone: user?.phone_no ?? '', monthly_volume: '' });
  const [error, setError] = useState<{ field: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (field: keyof VendorApplicationInput) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const failure = validateVendorApplication(form);
    setError(failure);
    if (failure) return;
    setBusy(true);
    try {
      const { message } = await api.applyAsVendor(form);
      toast.success(message);
      onApplied();
    } catch (e) {
      showApiError(toast, e);
    } finally {
      setBusy(false);
    }
  };
  const errorOf = (field: string) => (error?.field === field ? error.message : null);
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Become A Vendor">
      <Field label="Business name" value={form.business_name} onChange={(e) => set('business_name')(e.target.value)} error={errorOf('business_name')} />
      <Field label="Phone" type="tel" inputMode="numeric" value={form.phone} onChange={(e) => set('phone')(e.target.value)} error={errorOf('phone')} />
      <Select
        label="Expected monthly volume"
        placeholder="Select"
        options={VENDOR_MONTHLY_VOLUMES.map((v) => ({ value: v, label: v }))}
        value={form.monthly_volume}
        onChange={(e) => set('monthly_volume')(e.target.value)}
        error={errorOf('monthly_volume')}
      />
      <Button type="submit" busy={busy} busyLabel="Applying...">
        Become A Vendor
      </Button>
    </form>
  );
}

function VendorArea({ webhookUrl }: { webhookUrl: string | null }) {
  // The key shown once survives the list being read again.
  const [shown, setShown] = useState<CreatedResellerKey | null>(null);
  return (
    <>
      <p>You buy at vendor prices. Use the reseller API at /api/reseller/v1/ with an API key (documentation at /api/docs).</p>
      <Usage />
      <TestBalance />
      <Reloading>{(reload) => <KeyList reload={reload} shown={shown} setShown={setShown} />}</Reloading>
      <Webhook initial={webhookUrl} />
      <Reloading>{(reload) => <Callbacks reload={reload} />}</Reloading>
    </>
  );
}

function Usage() {
  const api = useApi();
  const state = useLoad(useCallback(async () => (await api.getVendorUsage()).data, [api]));
  if (state.status !== 'ready') return state.status === 'failed' ? <ErrorState message={UI_MESSAGES.content.loadFailed} onRetry={state.retry} /> : <Skeleton lines={1} label="Loading usage" />;
  const u: VendorUsage = state.data;
  return (
    <dl className="vendor__usage" aria-label="API usage today">
      <div><dt>Purchases today</dt><dd>{u.purchases}</dd></div>
      <div><dt>Spent</dt><dd><Naira amount={u.amount} /></dd></div>
      <div><dt>Delivered / pending / failed</dt><dd>{u.delivered} / {u.pending} / {u.failed}</dd></div>
      <div><dt>Callbacks delivered / pending / failed</dt><dd>{u.callbacks_delivered} / {u.callbacks_pending} / {u.callbacks_failed}</dd></div>
      <div><dt>Test purchases (not counted above)</dt><dd>{u.test_purchases} (<Naira amount={u.test_amount} /> of test balance)</dd></div>
    </dl>
  );
}

/** The test balance test keys spend (ADR 0043), and its top-up (play money). */
function TestBalance() {
  const api = useApi();
  const toast = useToast();
  const [amount, setAmount] = useState('');
  const [balance, setBalance] = useState<number | null>(null);
  const state = useLoad(useCallback(async () => (await api.getTestBalance()).data, [api]));
  const topUp = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const result = await api.topUpTestBalance(amount.trim());
      setBalance(result.data.balance);
      setAmount('');
      toast.success(result.message);
    } catch (e) {
      showApiError(toast, e);
    }
  };
  if (state.status !== 'ready') return null;
  return (
    <form onSubmit={(event) => void topUp(event)} aria-label="Test balance" className="vendor__create">
      <p>
        Test balance: <Naira amount={balance ?? state.data.balance} />. {VENDOR_MESSAGES.testKeyHint}
      </p>
      <Field label="Add to test balance (₦)" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      <Button type="submit" variant="secondary" disabled={!amount.trim()}>
        Top up test balance
      </Button>
    </form>
  );
}

const when = (value: string | null) => (value ? new Date(value).toLocaleString() : 'Never');

/** Renders its child again from scratch (reading afresh) each time the child calls reload. */
function Reloading({ children }: { children: (reload: () => void) => ReactNode }) {
  const [attempt, setAttempt] = useState(0);
  return <Fragment key={attempt}>{children(() => setAttempt((n) => n + 1))}</Fragment>;
}

function KeyList({ reload, shown, setShown }: { reload: () => void; shown: CreatedResellerKey | null; setShown: (key: CreatedResellerKey | null) => void }) {
  const api = useApi();
  const toast = useToast();
  const state = useLoad(useCallback(async () => (await api.getResellerKeys()).data, [api]));
  const [name, setName] = useState('');
  const [ips, setIps] = useState('');
  const [testKey, setTestKey] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  // A key spends the wallet without the customer: creating or rotating one asks for the PIN (ADR 0026).
  const createPin = usePinAuthorisation(VENDOR_MESSAGES.keyPinHint);
  const rotatePin = usePinAuthorisation(VENDOR_MESSAGES.keyPinHint);
  const [rotating, setRotating] = useState<ResellerKey | null>(null);

  /** Runs the call; true when it went through. A refused PIN shows under its boxes. */
  const run = async (what: string, action: () => Promise<{ message: string; data: unknown }>, pin?: { refused: (e: unknown) => boolean }) => {
    setBusy(what);
    try {
      const { message, data } = await action();
      toast.success(message);
      if (data && typeof data === 'object' && 'key' in data) setShown(data as CreatedResellerKey);
      reload();
      return true;
    } catch (e) {
      if (!pin?.refused(e)) showApiError(toast, e);
      return false;
    } finally {
      setBusy(null);
    }
  };
  const create = (event: FormEvent) => {
    event.preventDefault();
    const options = createPin.options();
    if (!options) return;
    const allowed = ips.split(/[\s,]+/).filter(Boolean);
    void run(
      'create',
      async () => {
        const result = await api.createResellerKey({ name: name.trim(), allowed_ips: allowed, ...(testKey ? { mode: 'test' as const } : {}) }, options);
        setName('');
        setIps('');
        createPin.reset();
        return result;
      },
      createPin,
    );
  };
  const rotate = async () => {
    const key = rotating;
    const options = rotatePin.options();
    if (!key || !options) return;
    if (await run(`rotate-${key.id}`, () => api.rotateResellerKey(key.id, options), rotatePin)) {
      setRotating(null);
      rotatePin.reset();
    }
  };
  const columns: readonly Column<ResellerKey>[] = [
    { key: 'name', header: 'Name', render: (k) => (k.mode === 'test' ? `${k.name} (test)` : k.name) },
    { key: 'prefix', header: 'Key', render: (k) => <code>{k.prefix}…</code> },
    { key: 'ips', header: 'Allowed IPs', render: (k) => (k.allowed_ips.length ? k.allowed_ips.join(', ') : 'Any') },
    { key: 'used', header: 'Last used', render: (k) => when(k.last_used_at) },
    {
      key: 'actions',
      header: 'Actions',
      render: (k) =>
        k.revoked_at ? (
          <Badge status="revoked" />
        ) : (
          <span className="vendor__actions">
            <Button size="sm" variant="secondary" busy={busy === `rotate-${k.id}`} onClick={() => setRotating(k)}>
              Rotate <span className="tu-visually-hidden">{k.name}</span>
            </Button>
            <Button size="sm" variant="danger" busy={busy === `revoke-${k.id}`} onClick={() => void run(`revoke-${k.id}`, () => api.revokeResellerKey(k.id))}>
              Revoke <span className="tu-visually-hidden">{k.name}</span>
            </Button>
          </span>
        ),
    },
  ];
  return (
    <div className="vendor__keys">
      <h3>
        <KeyRound aria-hidden="true" size={16} /> API keys
      </h3>
      {shown && (
        <div className="vendor__shown" role="alert">
          <p>Copy these now: they will not be shown again.</p>
          <div className="vendor__secret">
            <Field label="API key" readOnly value={shown.key} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={shown.key} what="API key" />
          </div>
          <div className="vendor__secret">
            <Field label="Callback signing secret" readOnly value={shown.signing_secret} onFocus={(e) => e.currentTarget.select()} />
            <CopyButton value={shown.signing_secret} what="Signing secret" />
          </div>
          <Button variant="secondary" size="sm" onClick={() => setShown(null)}>
            I have copied them
          </Button>
        </div>
      )}
      {state.status === 'loading' && <Skeleton lines={2} label="Loading keys" />}
      {state.status === 'failed' && <ErrorState message={UI_MESSAGES.content.loadFailed} onRetry={state.retry} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <EmptyState illustration="empty">
            <p>No API keys yet.</p>
          </EmptyState>
        ) : (
          <Table caption="API keys" columns={columns} rows={state.data} rowKey={(k) => String(k.id)} empty="No API keys yet." />
        ))}
      <form onSubmit={create} aria-label="Create an API key" className="vendor__create">
        <Field label="Key name" value={name} onChange={(e) => setName(e.target.value)} required maxLength={60} />
        <Field label="Allowed IP addresses (optional)" hint="Separate with commas; empty allows any address." value={ips} onChange={(e) => setIps(e.target.value)} />
        <label>
          <input type="checkbox" checked={testKey} onChange={(e) => setTestKey(e.target.checked)} /> Test key (rk_test_…, sandbox)
        </label>
        {createPin.field}
        <Button type="submit" busy={busy === 'create'} busyLabel="Creating..." disabled={!name.trim()}>
          Create key
        </Button>
      </form>
      <ConfirmDialog
        open={rotating !== null}
        message={VENDOR_MESSAGES.rotateConfirm(rotating?.name ?? '')}
        confirmLabel="Rotate"
        cancelLabel="Cancel"
        pin={rotatePin.step}
        onConfirm={() => void rotate()}
        onCancel={() => {
          setRotating(null);
          rotatePin.reset();
        }}
      />
    </div>
  );
}

function Webhook({ initial }: { initial: string | null }) {
  const api = useApi();
  const toast = useToast();
  const [url, setUrl] = useState(initial ?? '');
  const [busy, setBusy] = useState(false);
  useEffect(() => setUrl(initial ?? ''), [initial]);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      toast.success((await api.setVendorWebhook(url.trim() || null)).message);
    } catch (e) {
      showApiError(toast, e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void save(e)} aria-label="Callback settings" className="vendor__webhook">
      <h3>Callbacks</h3>
      <Field
        label="Callback URL"
        type="url"
        hint="Final purchase states are posted here, signed with the key's signing secret (X-Topup-Signature)."
        value={url}
        onChange={(e) => setUrl(e.target.value)}
      />
      <Button type="submit" busy={busy} busyLabel="Saving...">
        Save callback URL
      </Button>
    </form>
  );
}

function Callbacks({ reload }: { reload: () => void }) {
  const api = useApi();
  const toast = useToast();
  const state = useLoad(useCallback(async () => (await api.getVendorCallbacks()).data, [api]));
  const resend = async (id: number) => {
    try {
      toast.success((await api.resendVendorCallback(id)).message);
      reload();
    } catch (e) {
      showApiError(toast, e);
    }
  };
  const columns: readonly Column<CallbackDelivery>[] = [
    { key: 'ref', header: 'Purchase', render: (d) => <code>{d.tx_ref}</code> },
    { key: 'event', header: 'Event', render: (d) => d.event },
    { key: 'status', header: 'Status', render: (d) => <Badge status={d.status} /> },
    {
      key: 'attempts',
      header: 'Attempts',
      render: (d) => (
        <details>
          <summary>{d.attempts}</summary>
          <ul>
            {d.attempts_log.map((a) => (
              <li key={a.at}>
                {when(a.at)}: {a.status_code ?? 'no answer'} {a.answer}
              </li>
            ))}
          </ul>
        </details>
      ),
    },
    { key: 'resend', header: 'Resend', render: (d) => <Button size="sm" variant="secondary" onClick={() => void resend(d.id)}>Resend <span className="tu-visually-hidden">{d.tx_ref}</span></Button> },
  ];
  if (state.status === 'loading') return <Skeleton lines={2} label="Loading callbacks" />;
  if (state.status === 'failed') return <ErrorState message={UI_MESSAGES.content.loadFailed} onRetry={state.retry} />;
  return <Table caption="Callback log" columns={columns} rows={state.data} rowKey={(d) => String(d.id)} empty="No callbacks yet." />;
}
