import { useCallback, useEffect, useId, useState } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { showApiError, toFieldErrors, type Beneficiary } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useToast } from '@topup/platform';
import { BENEFICIARY_MESSAGES, beneficiaryNameError } from '@topup/rules';
import { Button, ConfirmDialog, EmptyState, ErrorState, Field, Skeleton, useApiData } from '@topup/ui';

const M = BENEFICIARY_MESSAGES;

/** Settings: rename and delete saved beneficiaries (ADR 0025). */
export function BeneficiariesSection() {
  const api = useApi();
  const toast = useToast();
  const saved = useApiData(useCallback(() => api.getBeneficiaries(), [api]));
  const [deleting, setDeleting] = useState<Beneficiary | null>(null);

  const remove = async (beneficiary: Beneficiary) => {
    setDeleting(null);
    try {
      const { message } = await api.deleteBeneficiary(beneficiary.id);
      toast.success(message);
    } catch (error) {
      showApiError(toast, error);
    }
    if (saved.status === 'ready') saved.reload();
  };

  return (
    <section className="tu-card account-section" aria-labelledby="beneficiaries-title">
      <h2 id="beneficiaries-title">{M.ui.settingsTitle}</h2>
      {saved.status === 'loading' && <Skeleton lines={2} label="Loading saved beneficiaries" />}
      {saved.status === 'failed' && <ErrorState message={M.ui.loadFailed} onRetry={saved.retry} />}
      {saved.status === 'ready' && saved.data.length === 0 && <EmptyState>{M.ui.empty}</EmptyState>}
      {saved.status === 'ready' && saved.data.length > 0 && (
        <ul className="account-items">
          {saved.data.map((beneficiary) => (
            <BeneficiaryRow key={beneficiary.id} beneficiary={beneficiary} onChanged={saved.reload} onDelete={() => setDeleting(beneficiary)} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={deleting ? `Delete “${deleting.name}” (${deleting.value})?` : ''}
        confirmLabel="Delete"
        cancelLabel="Keep"
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function BeneficiaryRow({ beneficiary, onChanged, onDelete }: { beneficiary: Beneficiary; onChanged: () => void; onDelete: () => void }) {
  const api = useApi();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(beneficiary.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldId = useId();
  // The name field takes the focus when it opens (keyboard users land where they type).
  useEffect(() => {
    if (editing) document.getElementById(fieldId)?.focus();
  }, [editing, fieldId]);

  const rename = async () => {
    const local = beneficiaryNameError(name);
    if (local) {
      setError(local);
      return;
    }
    setBusy(true);
    try {
      const { message } = await api.renameBeneficiary(beneficiary.id, name.trim());
      toast.success(message);
      setEditing(false);
      setError(null);
      onChanged();
    } catch (failure) {
      const field = toFieldErrors(failure).name;
      if (field) setError(field);
      else showApiError(toast, failure);
    } finally {
      setBusy(false);
    }
  };

  if (editing) {
    return (
      <li className="account-item account-item--editing">
        <form
          className="account-item__edit"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void rename();
          }}
        >
          <Field label={`New name for ${beneficiary.value}`} value={name} id={fieldId} error={error} maxLength={80} onChange={(e) => setName(e.target.value)} />
          <div className="account-item__actions">
            <Button type="submit" size="sm" busy={busy}>
              Save
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setEditing(false);
                setName(beneficiary.name);
                setError(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );
  }

  return (
    <li className="account-item">
      <span className="account-item__text">
        <span className="account-item__title">{beneficiary.name}</span>
        <span className="account-item__detail">
          {M.ui.kindLabels[beneficiary.kind]} · {beneficiary.value}
        </span>
      </span>
      <span className="account-item__actions">
        <Button size="sm" variant="ghost" aria-label={`Rename ${beneficiary.name}`} onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" size={16} />
          Rename
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete ${beneficiary.name}`} onClick={onDelete}>
          <Trash2 aria-hidden="true" size={16} />
          Delete
        </Button>
      </span>
    </li>
  );
}
