import { act, screen } from '@testing-library/react';
import { DELAYS_MS, MESSAGES, TRANSACTION_REFERENCE_STORAGE_KEY, UI_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { CallbackPage, PENDING_POLL } from './CallbackPage';

afterEach(() => {
  jest.useRealTimers();
  sessionStorage.clear();
});

const render = (route: string, verifyAtmPayment: jest.Mock) =>
  renderWithPlatform(<CallbackPage />, { route, path: '/dashboard/callback', api: { verifyAtmPayment } });

describe('Payment callback', () => {
  it("verifies the query's reference: 'Payment successful!', balance refreshed, dashboard after 3 s", async () => {
    jest.useFakeTimers();
    sessionStorage.setItem(TRANSACTION_REFERENCE_STORAGE_KEY, 'TPN1');
    const verify = jest.fn().mockResolvedValue(ok({ status: 'paid' }, 'Paid'));
    const { platform } = render('/dashboard/callback?paymentReference=TPN1', verify);
    expect(screen.getByRole('status')).toHaveTextContent(UI_MESSAGES.wallet.verifying);
    expect(await screen.findByRole('heading', { name: MESSAGES.callback.success })).toBeInTheDocument();
    expect(verify).toHaveBeenCalledWith('TPN1');
    expect(platform.toast.success).toHaveBeenCalledWith('Paid');
    expect(platform.session.refreshUser).toHaveBeenCalled();
    expect(sessionStorage.getItem(TRANSACTION_REFERENCE_STORAGE_KEY)).toBeNull();
    act(() => jest.advanceTimersByTime(DELAYS_MS.afterPaymentVerified));
    expect(screen.getByText('Navigated away')).toBeInTheDocument();
  });

  it("falls back to the reference kept in sessionStorage; a failure says 'Payment failed!' with the server's message", async () => {
    sessionStorage.setItem(TRANSACTION_REFERENCE_STORAGE_KEY, 'TPN2');
    const verify = jest.fn().mockRejectedValue(httpError(400, { message: 'Declined by bank' }));
    const { platform } = render('/dashboard/callback', verify);
    expect(await screen.findByRole('heading', { name: MESSAGES.callback.failure })).toBeInTheDocument();
    expect(screen.getByText('Declined by bank')).toBeInTheDocument();
    expect(verify).toHaveBeenCalledWith('TPN2');
    expect(platform.toast.error).toHaveBeenCalledWith('Declined by bank');
  });

  it('keeps checking a pending payment with a clear note, then succeeds', async () => {
    jest.useFakeTimers();
    const verify = jest
      .fn()
      .mockResolvedValueOnce(ok({ status: 'pending' }, 'Pending', 202))
      .mockResolvedValueOnce(ok({ status: 'paid' }, 'Paid'));
    render('/dashboard/callback?paymentReference=TPN3', verify);
    expect(await screen.findByText(UI_MESSAGES.wallet.stillPending, { selector: 'p' })).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(PENDING_POLL.everyMs));
    expect(await screen.findByRole('heading', { name: MESSAGES.callback.success })).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('stops checking after a while and says the wallet will be credited when confirmed', async () => {
    jest.useFakeTimers();
    const verify = jest.fn().mockResolvedValue(ok({ status: 'pending' }, 'Pending', 202));
    render('/dashboard/callback?paymentReference=TPN4', verify);
    for (let i = 0; i < PENDING_POLL.times; i += 1) await act(async () => jest.advanceTimersByTime(PENDING_POLL.everyMs));
    expect(await screen.findByText(UI_MESSAGES.wallet.gaveUpWaiting)).toBeInTheDocument();
    expect(verify).toHaveBeenCalledTimes(PENDING_POLL.times);
  });

  it('without any reference says the payment failed and why', () => {
    render('/dashboard/callback', jest.fn());
    expect(screen.getByRole('heading', { name: MESSAGES.callback.failure })).toBeInTheDocument();
    expect(screen.getByText(UI_MESSAGES.wallet.noReference)).toBeInTheDocument();
  });

  describe('the result: status in words, colour and icon, like the other results', () => {
    const outcomeOf = (heading: HTMLElement) => {
      const section = heading.closest('section')!;
      const tone = [...section.classList].find((name) => name.startsWith('wallet-outcome--'))?.replace('wallet-outcome--', '');
      const icon = section.querySelector('.wallet-outcome__icon[aria-hidden="true"] svg');
      return { tone, icon: [...(icon?.classList ?? [])].find((name) => name.startsWith('lucide-')) };
    };

    it('paid: success colour and a check, with the way to the dashboard', async () => {
      render('/dashboard/callback?paymentReference=TPN5', jest.fn().mockResolvedValue(ok({ status: 'paid' }, 'Wallet funded')));
      const heading = await screen.findByRole('heading', { name: MESSAGES.callback.success });
      expect(outcomeOf(heading)).toEqual({ tone: 'success', icon: 'lucide-circle-check' });
      expect(screen.getByText('Wallet funded', { selector: 'p' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: UI_MESSAGES.wallet.toDashboard })).toHaveAttribute('href', '/dashboard');
    });

    it('failed: danger colour and a cross, with the way back to the wallet', async () => {
      render('/dashboard/callback?paymentReference=TPN6', jest.fn().mockRejectedValue(httpError(400, { message: 'Declined by bank' })));
      const heading = await screen.findByRole('heading', { name: MESSAGES.callback.failure });
      expect(outcomeOf(heading)).toEqual({ tone: 'danger', icon: 'lucide-circle-x' });
      expect(screen.getByRole('link', { name: UI_MESSAGES.wallet.backToWallet })).toHaveAttribute('href', '/dashboard/wallet');
    });

    it('not confirmed in time: warning colour and a clock, named in words', async () => {
      jest.useFakeTimers();
      render('/dashboard/callback?paymentReference=TPN7', jest.fn().mockResolvedValue(ok({ status: 'pending' }, 'Pending', 202)));
      for (let i = 0; i < PENDING_POLL.times; i += 1) await act(async () => jest.advanceTimersByTime(PENDING_POLL.everyMs));
      const heading = await screen.findByRole('heading', { name: UI_MESSAGES.wallet.pendingTitle });
      expect(outcomeOf(heading)).toEqual({ tone: 'warning', icon: 'lucide-clock' });
    });
  });
});
