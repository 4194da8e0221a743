import { useId, useState, type FormEvent } from 'react';
import { Clock, Upload } from 'lucide-react';
import { showApiError, toFieldErrors } from '@topup/api-client';
import { useApi } from '@topup/api-client/react';
import { useSession, useToast } from '@topup/platform';
import { ADDRESS_DOCUMENT_MAX_BYTES, ADDRESS_DOCUMENT_TYPES, KYC_TIERS, SAFETY_MESSAGES, formatNaira } from '@topup/rules';
import { Button, FieldError, FieldHint } from '@topup/ui';

const byExtension: Record<string, (typeof ADDRESS_DOCUMENT_TYPES)[number]> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

/** The file's type as the API takes it: what the browser says, else its extension (some phones send none). */
function contentTypeOf(file: File): string {
  if (file.type) return file.type;
  return byExtension[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/** What is wrong with a chosen file, checked before a byte is sent; null when it can go. */
export function documentProblem(file: File | null): string | null {
  if (!file) return SAFETY_MESSAGES.kyc.documentChoose;
  if (!(ADDRESS_DOCUMENT_TYPES as readonly string[]).includes(contentTypeOf(file))) return SAFETY_MESSAGES.kyc.documentWrongType(file.name);
  if (file.size === 0) return SAFETY_MESSAGES.kyc.documentEmpty(file.name);
  if (file.size > ADDRESS_DOCUMENT_MAX_BYTES) return SAFETY_MESSAGES.kyc.documentTooLarge(file.name, (file.size / (1024 * 1024)).toFixed(1));
  return null;
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * Tier 3: a Tier 2 customer uploads a proof of address (kyc/address-document/); then
 * it waits for staff (the back office's KYC queue), which get-user/ reports as
 * `address_document_status: 'pending'`.
 */
export function AddressDocumentForm() {
  const api = useApi();
  const session = useSession();
  const toast = useToast();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const status = session.user?.address_document_status ?? null;

  if (sent || status === 'pending') {
    return (
      <div className="wallet-kyc__waiting" role="status">
        <Clock aria-hidden="true" size={20} />
        <div>
          <h3>{SAFETY_MESSAGES.kyc.documentPendingTitle}</h3>
          <p>{SAFETY_MESSAGES.kyc.documentPendingBody}</p>
        </div>
      </div>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = documentProblem(file);
    if (problem || !file) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      const data = await base64Of(file);
      const result = await api.sendAddressDocument({ file_name: file.name, content_type: contentTypeOf(file), data });
      setSent(true);
      toast.success(result.message);
      await session.refreshUser().catch((failure: unknown) => console.error(failure));
    } catch (failure) {
      const fields = toFieldErrors(failure);
      if (fields.data) setError(fields.data);
      else showApiError(toast, failure);
    } finally {
      setBusy(false);
    }
  };

  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <form className="wallet-kyc__form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${inputId}-title`} aria-busy={busy}>
      <h3 id={`${inputId}-title`}>Upgrade to Tier 3: {formatNaira(KYC_TIERS[3].dailyLimitNaira)} a day, no balance cap</h3>
      {status === 'rejected' ? <p className="wallet-kyc__rejected">{SAFETY_MESSAGES.kyc.documentRejectedBody}</p> : <p>{KYC_TIERS[3].howToReach}</p>}
      <div className="tu-field">
        <label className="tu-field__label" htmlFor={inputId}>
          {SAFETY_MESSAGES.kyc.documentLabel}
        </label>
        <input
          id={inputId}
          className="tu-input wallet-kyc__file"
          type="file"
          accept={[...ADDRESS_DOCUMENT_TYPES, '.pdf', '.jpg', '.jpeg', '.png'].join(',')}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={[file ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined}
          onChange={(event) => {
            const chosen = event.target.files?.[0] ?? null;
            setFile(chosen);
            setError(chosen ? documentProblem(chosen) : null);
          }}
        />
        <FieldHint id={hintId} hint={file ? `${file.name} (${Math.max(1, Math.round(file.size / 1024))} KB)` : undefined} />
        <FieldError id={errorId} error={error} />
      </div>
      {busy && (
        <p className="wallet-kyc__progress" role="status">
          {SAFETY_MESSAGES.kyc.documentUploading}
        </p>
      )}
      <Button type="submit" busy={busy} busyLabel="Uploading…">
        <Upload aria-hidden="true" size={18} /> Upload document
      </Button>
    </form>
  );
}
