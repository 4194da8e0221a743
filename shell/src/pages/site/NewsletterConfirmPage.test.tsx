import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_MESSAGES, UI_MESSAGES } from '@topup/rules';
import { httpError, ok, renderWithPlatform } from '@topup/ui/src/testing/renderWithPlatform';
import { NewsletterConfirmPage } from './NewsletterConfirmPage';

const m = UI_MESSAGES.newsletterConfirm;

describe('NewsletterConfirmPage (double opt-in)', () => {
  it('confirms with the link’s token only when the button is pressed (a mail scanner opening the link subscribes nobody)', async () => {
    const user = userEvent.setup();
    const confirmSubscription = jest.fn(() => Promise.resolve(ok(null, API_MESSAGES.newsletter.confirmed)));
    renderWithPlatform(<NewsletterConfirmPage />, { route: '/newsletter/confirm?token=abc_123', api: { confirmSubscription }, user: null });
    expect(screen.getByRole('heading', { name: m.title })).toBeInTheDocument();
    expect(confirmSubscription).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: m.confirm }));
    expect(confirmSubscription).toHaveBeenCalledWith('abc_123');
    expect(await screen.findByRole('status')).toHaveTextContent(API_MESSAGES.newsletter.confirmed);
  });

  it('an expired or used link says so and lets the visitor try again', async () => {
    const user = userEvent.setup();
    const refusal = httpError(400, { message: API_MESSAGES.newsletter.confirmLinkInvalid, data: { token: [API_MESSAGES.newsletter.confirmLinkInvalid] } });
    const confirmSubscription = jest.fn(() => Promise.reject(refusal));
    renderWithPlatform(<NewsletterConfirmPage />, { route: '/newsletter/confirm?token=old', api: { confirmSubscription }, user: null });
    await user.click(screen.getByRole('button', { name: m.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(API_MESSAGES.newsletter.confirmLinkInvalid);
    expect(screen.getByRole('button', { name: m.confirm })).toBeEnabled();
  });

  it('a link without a token says so', () => {
    renderWithPlatform(<NewsletterConfirmPage />, { route: '/newsletter/confirm', api: {}, user: null });
    expect(screen.getByRole('alert')).toHaveTextContent(m.tokenMissing);
    expect(screen.queryByRole('button', { name: m.confirm })).not.toBeInTheDocument();
  });
});
