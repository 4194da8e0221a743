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
});
