import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UI_MESSAGES } from '@topup/rules';
import { CopyButton } from './CopyButton';
import { renderWithPlatform } from './testing/renderWithPlatform';

describe('CopyButton', () => {
  it('puts the value on the clipboard, says so in a toast and on the button', async () => {
    const user = userEvent.setup();
    const { platform } = renderWithPlatform(<CopyButton value="tk_live_123" what="API key" />);
    await user.click(screen.getByRole('button', { name: 'Copy API key' }));
    expect(await navigator.clipboard.readText()).toBe('tk_live_123');
    expect(platform.toast.success).toHaveBeenCalledWith(UI_MESSAGES.copy.done('API key'));
    expect(screen.getByRole('button', { name: 'Copy API key' })).toHaveTextContent(UI_MESSAGES.copy.copied);
  });

  it('a refused clipboard says how to copy by hand', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const { platform } = renderWithPlatform(<CopyButton value="1234" what="Token" />);
    await user.click(screen.getByRole('button', { name: 'Copy Token' }));
    await waitFor(() => expect(platform.toast.error).toHaveBeenCalledWith(UI_MESSAGES.copy.failed('Token')));
    expect(screen.getByRole('button', { name: 'Copy Token' })).toHaveTextContent(UI_MESSAGES.copy.button);
  });
});
