import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAFETY_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { KycPanel } from './KycPanel';

const tier1 = { ...testUser, kyc_tier: 1, daily_limit: 50_000, daily_used: 12_500, balance_cap: 300_000 };

describe('KycPanel', () => {
  it('shows the tier, today’s use against the limit and the cap', () => {
    renderWithPlatform(<KycPanel />, { user: tier1 });
    expect(screen.getByRole('heading', { name: 'Account tier 1' })).toBeInTheDocument();
    expect(screen.getByText('₦12,500.00 of ₦50,000.00')).toBeInTheDocument();
    expect(screen.getByText('₦37,500.00')).toBeInTheDocument();
    expect(screen.getByText('₦300,000.00')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '25');
  });

  it('Tier 3: no cap and no upgrade form', () => {
    renderWithPlatform(<KycPanel />);
    expect(screen.getByRole('heading', { name: 'Account tier 3' })).toBeInTheDocument();
    expect(screen.getByText('No cap')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('upgrades with a BVN: refuses a short number, shows the server’s refusal under the field, then verifies', async () => {
    const user = userEvent.setup();
    const mismatch = httpError(400, { message: SAFETY_MESSAGES.kyc.identityNameMismatch, data: { number: [SAFETY_MESSAGES.kyc.identityNameMismatch] } });
    const verifyIdentity = jest.fn().mockRejectedValueOnce(mismatch).mockResolvedValueOnce(ok({ kyc_tier: 2 }, SAFETY_MESSAGES.kyc.verified(2)));
    const { platform } = renderWithPlatform(<KycPanel />, { user: tier1, api: { verifyIdentity } });
    const field = screen.getByLabelText('BVN (11 digits)');
    await user.type(field, '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText(SAFETY_MESSAGES.kyc.identityNumberInvalid)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '12345678001');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(SAFETY_MESSAGES.kyc.identityNameMismatch)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '22198765431');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(verifyIdentity).toHaveBeenLastCalledWith({ kind: 'bvn', number: '22198765431' });
    expect(platform.toast.success).toHaveBeenCalledWith(SAFETY_MESSAGES.kyc.verified(2));
    expect(platform.session.refreshUser).toHaveBeenCalled();
  });

  describe('Tier 3: a proof of address', () => {
    const tier2 = { ...testUser, kyc_tier: 2, daily_limit: 200_000, daily_used: 0, balance_cap: 500_000, address_document_status: null };
    const pdf = (size = 20, name = 'bill.pdf', type = 'application/pdf') => new File([new Uint8Array(size).fill(37)], name, { type });

    it('refuses a wrong type, an empty or a too large file with a clear message, before sending anything', async () => {
      const user = userEvent.setup({ applyAccept: false });
      const sendAddressDocument = jest.fn();
      renderWithPlatform(<KycPanel />, { user: tier2, api: { sendAddressDocument } });
      const input = screen.getByLabelText(SAFETY_MESSAGES.kyc.documentLabel);
      await user.click(screen.getByRole('button', { name: 'Upload document' }));
      expect(screen.getByText(SAFETY_MESSAGES.kyc.documentChoose)).toBeInTheDocument();
      await user.upload(input, pdf(20, 'virus.exe', 'application/x-msdownload'));
      expect(screen.getByText(SAFETY_MESSAGES.kyc.documentWrongType('virus.exe'))).toBeInTheDocument();
      await user.upload(input, pdf(0));
      expect(screen.getByText(SAFETY_MESSAGES.kyc.documentEmpty('bill.pdf'))).toBeInTheDocument();
      await user.upload(input, pdf(3 * 1024 * 1024, 'scan.png', 'image/png'));
      expect(screen.getByText(SAFETY_MESSAGES.kyc.documentTooLarge('scan.png', '3.0'))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Upload document' }));
      expect(sendAddressDocument).not.toHaveBeenCalled();
    });

    it('uploads a PDF as base64, shows it is uploading, then says it waits for staff approval', async () => {
      const user = userEvent.setup();
      let answer: (value: unknown) => void = () => undefined;
      const sendAddressDocument = jest.fn(() => new Promise((resolve) => (answer = resolve)));
      const { platform } = renderWithPlatform(<KycPanel />, { user: tier2, api: { sendAddressDocument } });
      await user.upload(screen.getByLabelText(SAFETY_MESSAGES.kyc.documentLabel), pdf(20));
      expect(screen.getByText('bill.pdf (1 KB)')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Upload document' }));
      expect(await screen.findByText(SAFETY_MESSAGES.kyc.documentUploading)).toBeInTheDocument();
      expect(sendAddressDocument).toHaveBeenCalledWith({ file_name: 'bill.pdf', content_type: 'application/pdf', data: Buffer.from(new Uint8Array(20).fill(37)).toString('base64') });
      answer(ok({ id: 7 }, SAFETY_MESSAGES.kyc.documentSent));
      expect(await screen.findByRole('heading', { name: SAFETY_MESSAGES.kyc.documentPendingTitle })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
      expect(platform.toast.success).toHaveBeenCalledWith(SAFETY_MESSAGES.kyc.documentSent);
      expect(platform.session.refreshUser).toHaveBeenCalled();
    });

    it('a document already waiting: no upload control; a rejected one: say so and offer the upload again', () => {
      const { unmount } = renderWithPlatform(<KycPanel />, { user: { ...tier2, address_document_status: 'pending' } });
      expect(screen.getByRole('heading', { name: SAFETY_MESSAGES.kyc.documentPendingTitle })).toBeInTheDocument();
      expect(screen.queryByLabelText(SAFETY_MESSAGES.kyc.documentLabel)).not.toBeInTheDocument();
      unmount();
      renderWithPlatform(<KycPanel />, { user: { ...tier2, address_document_status: 'rejected' } });
      expect(screen.getByText(SAFETY_MESSAGES.kyc.documentRejectedBody)).toBeInTheDocument();
      expect(screen.getByLabelText(SAFETY_MESSAGES.kyc.documentLabel)).toBeInTheDocument();
    });

    it('shows the server’s refusal under the field', async () => {
      const user = userEvent.setup();
      const refused = httpError(400, { message: SAFETY_MESSAGES.kyc.documentInvalid, data: { data: [SAFETY_MESSAGES.kyc.documentInvalid] } });
      renderWithPlatform(<KycPanel />, { user: tier2, api: { sendAddressDocument: jest.fn().mockRejectedValue(refused) } });
      await user.upload(screen.getByLabelText(SAFETY_MESSAGES.kyc.documentLabel), pdf(20));
      await user.click(screen.getByRole('button', { name: 'Upload document' }));
      expect(await screen.findByText(SAFETY_MESSAGES.kyc.documentInvalid)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Upload document' })).toBeEnabled();
    });
  });
});
