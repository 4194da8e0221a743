import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import { createColumnHelper } from '@tanstack/react-table';
import { API_MESSAGES, PURCHASE_KINDS, nairaToKobo, vendorPriceTextProblem, vendorRateTextProblem } from '@topup/rules';
import { Button, Field, Loaded, Naira, useApiData } from '@topup/ui';
import { useCatalogueApi, type CataloguePackage } from './api';
import { AdminPage } from '../common/AdminPage';
import { DataTable } from '../common/DataTable';
import { useAction } from '../common/useAction';
import { useLocalTableParams, useTableParams } from '../common/useTableParams';
import { ProductsEditor } from './ProductsEditor';
import '../admin.css';

const kindOfType = (typeId: number) => PURCHASE_KINDS.find((k) => k.packageType === typeId)?.label ?? `Type ${typeId}`;

interface PlanRow {
  id: number;
  service: string;
  provider: string;
  title: string;
  variation_code: string;
  amount: number;
  vendor_amount?: number | null;
  enabled: boolean;
}

/** What is wrong with a typed price, or null when it is a price (naira, at most two decimals, above zero). */
export function priceProblem(text: string): string | null {
  const kobo = nairaToKobo(text);
  return kobo === null || kobo <= 0 ? API_MESSAGES.staff.priceInvalid : null;
}

/**
 * Providers and plans as tables: switch a provider on or off, its discount or commission
 * and receiving number; plans searched by name, prices edited in place and plans switched on or off,
 * saved together in one audited change.
 */
export function CataloguePage() {
  const api = useCatalogueApi();
  const packages = useApiData(useCallback(() => api.packages(), [api]));
  const reload = packages.status === 'ready' ? packages.reload : undefined;

  return (
    <AdminPage title="Catalogue">
      <Loaded state={packages} lines={8} loading="Loading the catalogue" failed="The catalogue could not be loaded.">
        {(data) => (
          <>
            <Providers packages={data} reload={reload} />
            <Plans packages={data} reload={reload} />
          </>
        )}
      </Loaded>
      <ProductsEditor />
    </AdminPage>
  );
}

const providerColumn = createColumnHelper<CataloguePackage>();

/** What the providers' cells edit; the columns stay the same objects, so an input keeps its focus. */
interface ProviderEdits {
  rates: Record<number, string>;
  numbers: Record<number, string>;
  vendorRates: Record<number, string>;
  setVendorRate: (id: number, value: string) => void;
  setRate: (id: number, value: string) => void;
  setNumber: (id: number, value: string) => void;
  toggle: (pkg: CataloguePackage) => void;
  busy: string | null;
}
const ProviderEditsContext = createContext<ProviderEdits | null>(null);
const useProviderEdits = () => useContext(ProviderEditsContext)!;

function SellingSwitch({ pkg }: { pkg: CataloguePackage }) {
  const edits = useProviderEdits();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={pkg.enabled}
      aria-label={`${pkg.title} ${kindOfType(pkg.type_id)} selling`}
      className="admin-switch"
      disabled={edits.busy === `toggle-${pkg.id}`}
      onClick={() => edits.toggle(pkg)}
    >
      <span aria-hidden="true" className="admin-switch__track" />
      <span>{pkg.enabled ? 'On' : 'Off'}</span>
    </button>
  );
}

function RateInput({ pkg }: { pkg: CataloguePackage }) {
  const edits = useProviderEdits();
  if (pkg.rate_percent === null) return <span className="admin-muted">—</span>;
  return (
    <input
      type="number"
      step="0.01"
      min="0"
      aria-label={`${pkg.title} ${pkg.type_id === 5 ? 'commission' : 'discount'} (%)`}
      value={edits.rates[pkg.id] ?? String(pkg.rate_percent)}
      onChange={(e) => edits.setRate(pkg.id, e.target.value)}
    />
  );
}

function ReceivingInput({ pkg }: { pkg: CataloguePackage }) {
  const edits = useProviderEdits();
  if (pkg.type_id !== 5) return <span className="admin-muted">—</span>;
  return (
    <input
      inputMode="tel"
      maxLength={11}
      aria-label={`${pkg.title} receiving number`}
      value={edits.numbers[pkg.id] ?? pkg.receiving_number ?? ''}
      onChange={(e) => edits.setNumber(pkg.id, e.target.value)}
    />
  );
}

/** The vendors' discount (ADR 0026) where the provider has a customers' discount; empty: the customers' rate. */
function VendorRateInput({ pkg }: { pkg: CataloguePackage }) {
  const edits = useProviderEdits();
  if (pkg.rate_percent === null || pkg.type_id === 5) return <span className="admin-muted">—</span>;
  const text = edits.vendorRates[pkg.id] ?? (pkg.vendor_rate_percent == null ? '' : String(pkg.vendor_rate_percent));
  const problem = vendorRateTextProblem(text);
  return (
    <span className="admin-cell-edit">
      <input
        inputMode="decimal"
        aria-label={`${pkg.title} vendor discount (%)`}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `vendor-rate-problem-${pkg.id}` : undefined}
        placeholder={String(pkg.rate_percent)}
        value={text}
        onChange={(e) => edits.setVendorRate(pkg.id, e.target.value)}
      />
      {problem && (
        <span id={`vendor-rate-problem-${pkg.id}`} className="admin-flag" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}

const PROVIDER_COLUMNS = [
  providerColumn.accessor((p) => kindOfType(p.type_id), { id: 'service', header: 'Service' }),
  providerColumn.accessor('title', { header: 'Provider' }),
  providerColumn.accessor('enabled', { header: 'Selling', cell: (info) => <SellingSwitch pkg={info.row.original} /> }),
  providerColumn.accessor('rate_percent', { header: 'Discount or commission (%)', enableSorting: false, cell: (info) => <RateInput pkg={info.row.original} /> }),
  providerColumn.accessor('vendor_rate_percent', { header: 'Vendor discount %', enableSorting: false, cell: (info) => <VendorRateInput pkg={info.row.original} /> }),
  providerColumn.accessor('receiving_number', { header: 'Receiving number', enableSorting: false, cell: (info) => <ReceivingInput pkg={info.row.original} /> }),
];

function Providers({ packages, reload }: { packages: CataloguePackage[]; reload?: () => void }) {
  const api = useCatalogueApi();
  const action = useAction(reload);
  const params = useLocalTableParams({ size: 100 });
  const [rates, setRates] = useState<Record<number, string>>({});
  const [numbers, setNumbers] = useState<Record<number, string>>({});
  const [vendorRates, setVendorRates] = useState<Record<number, string>>({});
  const edits: ProviderEdits = {
    rates,
    numbers,
    vendorRates,
    setVendorRate: (id, value) => setVendorRates((v) => ({ ...v, [id]: value })),
    setRate: (id, value) => setRates((r) => ({ ...r, [id]: value })),
    setNumber: (id, value) => setNumbers((n) => ({ ...n, [id]: value })),
    toggle: (pkg) => void action.run(`toggle-${pkg.id}`, () => api.updatePackage(pkg.id, { enabled: !pkg.enabled })),
    busy: action.busy,
  };
  const edited = (pkg: CataloguePackage) => rates[pkg.id] !== undefined || numbers[pkg.id] !== undefined || vendorRates[pkg.id] !== undefined;
  const save = (pkg: CataloguePackage) => {
    const change: { rate_percent?: number; receiving_number?: string; vendor_rate_percent?: number | null } = {};
    if (rates[pkg.id] !== undefined) change.rate_percent = Number(rates[pkg.id]);
    if (numbers[pkg.id] !== undefined) change.receiving_number = numbers[pkg.id]!.trim();
    const vendorRate = vendorRates[pkg.id]?.trim();
    if (vendorRate !== undefined) change.vendor_rate_percent = vendorRate === '' ? null : Number(vendorRate);
    void action.run(`save-${pkg.id}`, async () => {
      const answer = await api.updatePackage(pkg.id, change);
      setRates(({ [pkg.id]: _rate, ...rest }) => rest);
      setNumbers(({ [pkg.id]: _number, ...rest }) => rest);
      setVendorRates(({ [pkg.id]: _vendorRate, ...rest }) => rest);
      return answer;
    });
  };
  return (
    <section aria-labelledby="providers-title" className="admin-page">
      <h2 id="providers-title">Providers</h2>
      <ProviderEditsContext.Provider value={edits}>
      <DataTable
        label="Providers"
        columns={PROVIDER_COLUMNS}
        rows={packages}
        rowKey={(p) => p.id}
        params={params}
        empty="No provider."
        changed={new Set(packages.filter(edited).map((p) => p.id))}
        actions={{
          header: 'Save',
          cell: (pkg) =>
            edited(pkg) ? (
              <Button
                size="sm"
                variant="secondary"
                disabled={vendorRateTextProblem(vendorRates[pkg.id] ?? '') !== null}
                busy={action.busy === `save-${pkg.id}`}
                onClick={() => save(pkg)}
              >
                Save {pkg.title}
              </Button>
            ) : null,
        }}
      />
      </ProviderEditsContext.Provider>
    </section>
  );
}

const planColumn = createColumnHelper<PlanRow>();

interface PriceEdits {
  prices: Record<number, string>;
  setPrice: (id: number, value: string) => void;
  vendorPrices: Record<number, string>;
  setVendorPrice: (id: number, value: string) => void;
  /** On/off switched in the table, not yet saved: saved with the prices in the same one change. */
  switched: Record<number, boolean>;
  toggle: (plan: PlanRow) => void;
}
const PriceEditsContext = createContext<PriceEdits | null>(null);

/** The customers' price a vendor price is checked against: the new one when it is a price, else the current one. */
const customerPriceOf = (plan: PlanRow, priceText: string | undefined) =>
  priceText !== undefined && priceText.trim() !== '' && priceProblem(priceText) === null ? Number(priceText) : plan.amount;

/** What is wrong with a typed vendor price of `plan` (shared/rules: above zero, not above the customers' price). */
const vendorProblemOf = (plan: PlanRow, text: string | undefined, priceText: string | undefined) =>
  text === undefined || text.trim() === '' ? null : vendorPriceTextProblem(text, customerPriceOf(plan, priceText));

/** The vendors' price (ADR 0026), edited in place; the placeholder is what vendors pay now. */
function VendorPriceInput({ plan }: { plan: PlanRow }) {
  const { prices, vendorPrices, setVendorPrice } = useContext(PriceEditsContext)!;
  const text = vendorPrices[plan.id] ?? '';
  const problem = vendorProblemOf(plan, text, prices[plan.id]);
  return (
    <span className="admin-cell-edit">
      <input
        inputMode="decimal"
        aria-label={`Vendor price of ${plan.provider} ${plan.title} (₦)`}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `vendor-price-problem-${plan.id}` : undefined}
        value={text}
        placeholder={String(plan.vendor_amount ?? plan.amount)}
        onChange={(e) => setVendorPrice(plan.id, e.target.value)}
      />
      {problem && (
        <span id={`vendor-price-problem-${plan.id}`} className="admin-flag" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}

function NewPriceInput({ plan }: { plan: PlanRow }) {
  const { prices, setPrice } = useContext(PriceEditsContext)!;
  const text = prices[plan.id] ?? '';
  const problem = text.trim() === '' ? null : priceProblem(text);
  return (
    <span className="admin-cell-edit">
      <input
        inputMode="decimal"
        aria-label={`New price of ${plan.provider} ${plan.title} (₦)`}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `price-problem-${plan.id}` : undefined}
        value={text}
        placeholder={String(plan.amount)}
        onChange={(e) => setPrice(plan.id, e.target.value)}
      />
      {problem && (
        <span id={`price-problem-${plan.id}`} className="admin-flag" role="alert">
          {problem}
        </span>
      )}
    </span>
  );
}

/** A plan on sale or switched off: the switch shows what Save will store, the row is marked until then. */
function PlanSwitch({ plan }: { plan: PlanRow }) {
  const { switched, toggle } = useContext(PriceEditsContext)!;
  const on = switched[plan.id] ?? plan.enabled;
  return (
    <button type="button" role="switch" aria-checked={on} aria-label={`${plan.provider} ${plan.title} on sale`} className="admin-switch" onClick={() => toggle(plan)}>
      <span aria-hidden="true" className="admin-switch__track" />
      <span>{on ? 'On' : 'Off'}</span>
    </button>
  );
}

const PLAN_COLUMNS = [
  planColumn.accessor('service', { header: 'Service' }),
  planColumn.accessor('provider', { header: 'Provider' }),
  planColumn.accessor('title', { header: 'Plan' }),
  planColumn.accessor('variation_code', { header: 'Code', cell: (info) => <span className="admin-muted">{info.getValue()}</span> }),
  planColumn.accessor('enabled', { header: 'On sale', cell: (info) => <PlanSwitch plan={info.row.original} /> }),
  planColumn.accessor('amount', { header: 'Price', cell: (info) => <Naira amount={info.getValue()} />, meta: { numeric: true } }),
  planColumn.display({ id: 'new-price', header: 'New price (₦)', cell: (info) => <NewPriceInput plan={info.row.original} /> }),
  planColumn.display({ id: 'vendor-price', header: 'Vendor price (₦)', cell: (info) => <VendorPriceInput plan={info.row.original} /> }),
];

function Plans({ packages, reload }: { packages: CataloguePackage[]; reload?: () => void }) {
  const api = useCatalogueApi();
  const params = useTableParams();
  const [prices, setPrices] = useState<Record<number, string>>({});
  const [vendorPrices, setVendorPrices] = useState<Record<number, string>>({});
  const [switched, setSwitched] = useState<Record<number, boolean>>({});
  const discard = () => {
    setPrices({});
    setVendorPrices({});
    setSwitched({});
  };
  const action = useAction(() => {
    discard();
    reload?.();
  });
  const search = params.filters.plan ?? '';
  const [draft, setDraft] = useState(search);
  const all = useMemo(
    // An API from before plans had on/off answers no `enabled`: every plan was on sale.
    () => packages.flatMap((pkg) => pkg.plans.map((plan) => ({ ...plan, enabled: plan.enabled !== false, service: kindOfType(pkg.type_id), provider: pkg.title }))),
    [packages],
  );
  const rows = useMemo(() => {
    const words = search.trim().toLowerCase();
    return words ? all.filter((plan) => `${plan.provider} ${plan.title} ${plan.variation_code}`.toLowerCase().includes(words)) : all;
  }, [all, search]);
  // A row is changed when its price or its vendor price was typed and differs from what is saved.
  const priceChanged = (plan: PlanRow) => {
    const text = prices[plan.id];
    return text !== undefined && text.trim() !== '' && Number(text) !== plan.amount;
  };
  const vendorChanged = (plan: PlanRow) => {
    const text = vendorPrices[plan.id];
    return text !== undefined && text.trim() !== '' && Number(text) !== plan.vendor_amount;
  };
  const onOffChanged = (plan: PlanRow) => switched[plan.id] !== undefined && switched[plan.id] !== plan.enabled;
  const changed = all.filter((plan) => priceChanged(plan) || vendorChanged(plan) || onOffChanged(plan));
  const problems = changed.filter(
    (plan) => (priceChanged(plan) && priceProblem(prices[plan.id]!) !== null) || (vendorChanged(plan) && vendorProblemOf(plan, vendorPrices[plan.id], prices[plan.id]) !== null),
  );
  const saveAll = () =>
    void action.run('plans', () =>
      api.updatePlans(
        // Each row says what changed: a price, a vendor price (with the customers' price it is checked against), on/off.
        changed.map((plan) => ({
          id: plan.id,
          ...(priceChanged(plan) || vendorChanged(plan) ? { amount: priceChanged(plan) ? Number(prices[plan.id]) : plan.amount } : {}),
          ...(vendorChanged(plan) ? { vendor_amount: Number(vendorPrices[plan.id]) } : {}),
          ...(onOffChanged(plan) ? { enabled: switched[plan.id]! } : {}),
        })),
      ),
    );

  return (
    <section aria-labelledby="plans-title" className="admin-page">
      <div className="admin-page__head">
        <h2 id="plans-title">Plans</h2>
        <div className="admin-page__actions">
          {changed.length > 0 && (
            <Button size="sm" variant="ghost" onClick={discard}>
              Discard changes
            </Button>
          )}
          <Button size="sm" disabled={changed.length === 0 || problems.length > 0} busy={action.busy === 'plans'} onClick={saveAll}>
            {changed.length === 1 ? 'Save 1 change' : `Save ${changed.length} changes`}
          </Button>
        </div>
      </div>
      <form
        className="admin-filters"
        role="search"
        aria-label="Find plans"
        onSubmit={(event) => {
          event.preventDefault();
          params.setFilters({ ...params.filters, plan: draft.trim() || undefined });
        }}
      >
        <Field label="Plan name" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </form>
      <PriceEditsContext.Provider
        value={{
          prices,
          setPrice: (id, value) => setPrices((p) => ({ ...p, [id]: value })),
          vendorPrices,
          setVendorPrice: (id, value) => setVendorPrices((v) => ({ ...v, [id]: value })),
          switched,
          toggle: (plan) => setSwitched((s) => ({ ...s, [plan.id]: !(s[plan.id] ?? plan.enabled) })),
        }}
      >
        <DataTable label="Plans" columns={PLAN_COLUMNS} rows={rows} rowKey={(plan) => plan.id} params={params} empty="No plan matches." changed={new Set(changed.map((c) => c.id))} />
      </PriceEditsContext.Provider>
    </section>
  );
}
