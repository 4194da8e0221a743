import { useState } from 'react';
import { showApiError } from '@topup/api-client';
import { useToast } from '@topup/platform';
import { Button } from '@topup/ui';
import type { DownloadedFile } from './http';

/** Hands a downloaded file to the browser under the API's name for it. */
export function saveFile({ blob, fileName }: DownloadedFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Export CSV" of a filtered list (ADR 0028): the API streams it and audits it; this saves it. */
export function ExportButton({ download, label = 'Export CSV' }: { download: () => Promise<DownloadedFile>; label?: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      saveFile(await download());
    } catch (error) {
      showApiError(toast, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" busy={busy} busyLabel="Exporting…" onClick={() => void run()}>
      {label}
    </Button>
  );
}
