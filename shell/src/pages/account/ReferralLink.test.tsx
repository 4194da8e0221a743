import { fireEvent, screen, waitFor } from '@testing-library/react';
import { UI_MESSAGES } from '@topup/rules';
import { renderWithPlatform, testUser } from '@topup/ui/src/testing/renderWithPlatform';
import { ReferralLink, referralLink } from './ReferralLink';

const expected = `${window.location.origin}/auth/register?ref=${testUser.username}`;

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

describe('ReferralLink', () => {
  afterEach(() => {
    setClipboard(undefined);
    Reflect.deleteProperty(document, 'execCommand');
  });

  it('builds the registration link with the username in ref', () => {
    expect(referralLink('https://topup.example', 'ada o')).toBe('https://topup.example/auth/register?ref=ada%20o');
  });

  it("shows the user's link and copies it with the clipboard API", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    setClipboard({ writeText });
    const { platform } = renderWithPlatform(<ReferralLink />);
    expect(screen.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(expected);
    expect(screen.getByText(testUser.username)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith(UI_MESSAGES.referral.copied));
    expect(writeText).toHaveBeenCalledWith(expected);
  });

  it('falls back to selecting the text and the copy command', async () => {
    setClipboard({ writeText: jest.fn(() => Promise.reject(new Error('denied'))) });
    const execCommand = jest.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    const { platform } = renderWithPlatform(<ReferralLink />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your referral link' });

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(platform.toast.success).toHaveBeenCalledWith(UI_MESSAGES.referral.copied));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, expected.length]);
  });

  it('leaves the text selected and claims nothing when no copy works', async () => {
    Object.defineProperty(document, 'execCommand', { value: jest.fn(() => false), configurable: true });
    const { platform } = renderWithPlatform(<ReferralLink />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Your referral link' });
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(field.selectionEnd).toBe(expected.length));
    expect(platform.toast.success).not.toHaveBeenCalled();
  });

  it('renders nothing before the user is known', () => {
    const { container } = renderWithPlatform(<ReferralLink />, { user: null });
    expect(container).toBeEmptyDOMElement();
  });

  it('offers Share where the device can share, with the full link', async () => {
    const share = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderWithPlatform(<ReferralLink />);
      fireEvent.click(screen.getByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: expected }));
    } finally {
      Reflect.deleteProperty(navigator, 'share');
    }
  });

  it('offers no Share button where the device cannot share', () => {
    renderWithPlatform(<ReferralLink />);
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
  });
});
