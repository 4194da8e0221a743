import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Platform } from '@topup/platform';
import { SAFETY_MESSAGES } from '@topup/rules';
import { httpError, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { KycPage } from './KycPage';

const document = {
  id: 5,
  user_id: 42,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Obi',
  kyc_tier: 2,
  file_name: 'bill.png',
  content_type: 'image/png',
  size: 2048,
  status: 'pending',
  created_at: '2026-11-20T09:30:00.000Z',
};
const flagged = {
  id: 42,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Obi',
  kyc_tier: 2,
  reason: SAFETY_MESSAGES.kyc.flaggedOverCap,
  flagged_at: '2026-11-21T10:00:00.000Z',
  identity_kind: 'nin',
  identity_last4: '1234',
};
const queue = (documents: unknown[], flaggedRows: unknown[] = []) => ({ data: { message: 'ok', data: { documents, flagged: flaggedRows } } });

// renderWithPlatform's transport refuses direct use; this suite swaps in a fake one (the API is the edge).
jest.mock('@topup/platform', () => {
  const actual = jest.requireActual('@topup/platform');
  return { ...actual, useHttp: () => (globalThis as unknown as { fakeHttp: unknown }).fakeHttp };
});

function setup(http: { get: jest.Mock; post: jest.Mock }) {
  (globalThis as unknown as { fakeHttp: unknown }).fakeHttp = http;
  const view = renderWithPlatform(<KycPage />);
  const platform = view.platform as unknown as Platform & { toast: { success: jest.Mock; error: jest.Mock } };
  return { platform, user: userEvent.setup() };
}

/** The queue rendered, the waiting document's Approve or Reject clicked: the dialog that asks first. */
async function askToDecide(http: { get: jest.Mock; post: jest.Mock }, decision: 'Approve' | 'Reject') {
  const { platform, user } = setup(http);
  const table = await screen.findByRole('table', { name: 'Address documents waiting' });
  await user.click(within(table).getByRole('button', { name: decision }));
  return { platform, user, table, dialog: await screen.findByRole('dialog') };
}

describe('KYC screen', () => {
  it('lists the waiting documents with customer, tier, flags and time, and the flagged customers', async () => {
    setup({ get: jest.fn().mockResolvedValue(queue([document], [flagged])), post: jest.fn() });
    const table = await screen.findByRole('table', { name: 'Address documents waiting' });
    expect(within(table).getByRole('link', { name: 'Ada Obi' })).toHaveAttribute('href', '/admin/customers/42');
    expect(within(table).getByText('Tier 2')).toBeInTheDocument();
    expect(within(table).getByText('Over balance cap')).toBeInTheDocument();
    expect(within(table).getByText('bill.png (2 KB)')).toBeInTheDocument();
    const flaggedTable = screen.getByRole('table', { name: 'Customers over their balance cap' });
    expect(within(flaggedTable).getByText(SAFETY_MESSAGES.kyc.flaggedOverCap)).toBeInTheDocument();
    expect(within(flaggedTable).getByText('NIN …1234')).toBeInTheDocument();
  });

  it('opens an image inline and a PDF as a download', async () => {
    const pdf = { ...document, id: 6, file_name: 'statement.pdf', content_type: 'application/pdf' };
    const get = jest.fn((path: string) => {
      if (path === 'admin/kyc/') return Promise.resolve(queue([document, pdf]));
      const row = path.includes('/5/') ? document : pdf;
      return Promise.resolve({ data: { message: 'ok', data: { ...row, data: 'iVBORw0KGgo=' } } });
    });
    const { user } = setup({ get, post: jest.fn() });
    await user.click(await screen.findByRole('button', { name: 'Open bill.png' }));
    expect(await screen.findByRole('img', { name: 'Address document from ada@example.com' })).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    await user.click(screen.getByRole('button', { name: 'Open statement.pdf' }));
    const link = await screen.findByRole('link', { name: 'Download statement.pdf (PDF)' });
    expect(link).toHaveAttribute('download', 'statement.pdf');
    expect(link).toHaveAttribute('href', 'data:application/pdf;base64,iVBORw0KGgo=');
    expect(get).toHaveBeenCalledWith('admin/kyc/documents/6/', { params: undefined });
  });

  it('Approve asks first; only Yes calls the API, then the toast and the reloaded (empty) queue', async () => {
    const http = { get: jest.fn().mockResolvedValueOnce(queue([document])).mockResolvedValue(queue([])), post: jest.fn().mockResolvedValue({ data: { message: SAFETY_MESSAGES.kyc.approved, data: { id: 5, status: 'approved', user_id: 42, kyc_tier: 3 } } }) };
    const { platform, user, table, dialog } = await askToDecide(http, 'Approve');
    expect(within(dialog).getByText(SAFETY_MESSAGES.kyc.confirmApprove('Ada Obi'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(http.post).not.toHaveBeenCalled();
    await user.click(within(table).getByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/kyc/documents/5/approve/', {}));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith(SAFETY_MESSAGES.kyc.approved));
    expect(await screen.findByText('No address document is waiting.')).toBeInTheDocument();
    expect(screen.getByText('No customer is flagged.')).toBeInTheDocument();
  });

  it('Reject after confirming; a refusal (already decided) is an error toast', async () => {
    const http = { get: jest.fn().mockResolvedValue(queue([document])), post: jest.fn().mockRejectedValue(httpError(409, { message: 'This document was already decided.' })) };
    const { platform, user, dialog } = await askToDecide(http, 'Reject');
    expect(within(dialog).getByText(SAFETY_MESSAGES.kyc.confirmReject('Ada Obi'))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(http.post).toHaveBeenCalledWith('admin/kyc/documents/5/reject/', {}));
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith('This document was already decided.'));
  });

  it('shows the error state with a retry when the queue cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const http = { get: jest.fn().mockRejectedValueOnce(httpError(500, { message: 'down' })).mockResolvedValue(queue([])), post: jest.fn() };
    const { user } = setup(http);
    expect(await screen.findByText('The KYC queue could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByText('No address document is waiting.')).toBeInTheDocument();
  });
});
