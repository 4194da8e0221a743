import { useCallback, useId, useState, type FormEvent } from 'react';
import { BookmarkPlus, UserRound } from 'lucide-react';
import { showApiError, toFieldErrors, type Beneficiary, type BeneficiaryKind } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useToast } from '@topup/platform';
import { BENEFICIARY_MESSAGES, beneficiaryFieldErrors, isBlank, normalizeBeneficiaryValue } from '@topup/rules';
import { Button } from './Button';
import { Field } from './Field';
import { useApiData } from './useLoad';

const M = BENEFICIARY_MESSAGES;

export interface BeneficiaryPickerProps {
  /** What this form pays: a phone (airtime, data), a smart card (cable), a meter, a transfer e-mail. */
  kind: BeneficiaryKind;
  /** The form's current number or e-mail: offered for saving when it is not saved yet. */
  value: string;
  /** A saved beneficiary was chosen: the form takes its number or e-mail. */
  onPick: (value: string) => void;
}

/**
 * ADR 0025: the customer's saved beneficiaries of one kind as one-tap choices beside
 * the recent numbers, and "Save as beneficiary" for the value typed. One component for every form.
 * Quietly shows no list while loading, when there is none or when it cannot be read: the form
 * works without it.
 */
export function BeneficiaryPicker({ kind, value, onPick }: BeneficiaryPickerProps) {
  const api = useApi();
  const labelId = useId();
  const saved = useApiData(useCallback(() => api.getBeneficiaries(kind), [api, kind]));
  const list: Beneficiary[] = saved.status === 'ready' ? (saved.data ?? []) : [];
  const current = isBlank(value) ? null : normalizeBeneficiaryValue(kind, value);
  const already = current ? list.find((b) => b.value === current) : undefined;

  return (
    <div className="tu-beneficiaries">
      {list.length > 0 && (
        <>
          <p className="tu-beneficiaries__label" id={labelId}>
            {M.ui.pickerLabel}
          </p>
          <ul className="tu-beneficiaries__list" aria-labelledby={labelId}>
            {list.map((b) => (
              <li key={b.id}>
                <button
                  type="button"
                  className="tu-button tu-button--ghost tu-button--sm tu-beneficiaries__choice"
                  aria-pressed={b.value === current}
                  onClick={() => onPick(b.value)}
                >
                  <UserRound aria-hidden="true" size={16} />
                  <span className="tu-beneficiaries__name">{b.name}</span>
                  <span className="tu-beneficiaries__value">{b.value}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {saved.status === 'ready' && current && !already && (
        <SaveBeneficiary kind={kind} value={current} onSaved={saved.reload} />
      )}
    </div>
  );
}

/**
 * "Save as beneficiary": a tick box that opens a name field and a Save button. Used by the
 * picker on forms, and alone on a receipt.
 */
export function SaveBeneficiary({ kind, value, onSaved }: { kind: BeneficiaryKind; value: string; onSaved?: (saved: Beneficiary) => void }) {
  const api = useApi();
  const toast = useToast();
  const toggleId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (done) {
    return (
      <p className="tu-beneficiaries__saved" role="status">
        {M.saved(done)}
      </p>
    );
  }

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    const errors = beneficiaryFieldErrors({ kind, value, name });
    const local = errors.name?.[0] ?? errors.value?.[0] ?? errors.kind?.[0];
    if (local) {
      setError(local);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { message, data } = await api.saveBeneficiary({ kind, value, name: name.trim() });
      toast.success(message);
      setDone(data.name);
      onSaved?.(data);
    } catch (failure) {
      const fields = toFieldErrors(failure);
      const first = fields.name ?? fields.value ?? fields.non_field_errors ?? Object.values(fields)[0];
      if (first) setError(first);
      else showApiError(toast, failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tu-beneficiaries__save">
      <label className="tu-beneficiaries__toggle" htmlFor={toggleId}>
        <input id={toggleId} type="checkbox" checked={open} onChange={(e) => setOpen(e.target.checked)} />
        <BookmarkPlus aria-hidden="true" size={16} />
        {M.ui.saveToggle}
      </label>
      {open && (
        <div className="tu-beneficiaries__form">
          <Field
            label={M.ui.nameLabel}
            value={name}
            maxLength={80}
            autoComplete="off"
            error={error}
            onChange={(e) => setName(e.target.value)}
            onKeyDown={(e) => {
              // Inside a payment form, Enter saves the beneficiary instead of paying.
              if (e.key === 'Enter') void save(e);
            }}
          />
          <Button size="sm" variant="secondary" busy={busy} onClick={() => void save()}>
            {M.ui.saveButton}
          </Button>
        </div>
      )}
    </div>
  );
}
