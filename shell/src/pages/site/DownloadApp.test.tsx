import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadApp } from './DownloadApp';

function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => void window.dispatchEvent(event));
  return event;
}

describe('Download App', () => {
  it("installs with the browser's own offer when there is one, then says it is installed", async () => {
    render(<DownloadApp />);
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
    const offer = offerInstall('accepted');
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(offer.prompt).toHaveBeenCalled();
    expect(await screen.findByText('The app is installed on this device.')).toBeInTheDocument();
  });

  it('keeps nothing to click after the customer declines', async () => {
    render(<DownloadApp />);
    offerInstall('dismissed');
    await userEvent.click(screen.getByRole('button', { name: 'Install the app' }));
    expect(screen.queryByRole('button', { name: 'Install the app' })).not.toBeInTheDocument();
    expect(screen.getByText(/open the browser menu/)).toBeInTheDocument();
  });

  it('tells iPhone users how to add it to the home screen', () => {
    const agent = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    render(<DownloadApp />);
    expect(screen.getByText('Add to Home Screen')).toBeInTheDocument();
    agent.mockRestore();
  });
});
