import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyState } from './EmptyState';
import { FailureState } from './FailureState';
import { ErrorState } from './States';
import { ILLUSTRATIONS } from './illustrations';

describe('EmptyState', () => {
  it('shows its text alone when no illustration is asked for', () => {
    const { container } = render(<EmptyState>No customer matches.</EmptyState>);
    expect(screen.getByText('No customer matches.')).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });

  it.each(['empty', 'search'] as const)(
    'draws the %s illustration as decoration, above the title and text',
    (name) => {
      const { container } = render(
        <EmptyState illustration={name} title="No transactions yet">
          <p>Your purchases will show here.</p>
        </EmptyState>,
      );
      const art = container.querySelector('svg')!;
      expect(art).toHaveAttribute('data-illustration', name);
      expect(art).toHaveAttribute('aria-hidden', 'true');
      expect(art).toHaveAttribute('focusable', 'false');
      const title = screen.getByText('No transactions yet');
      expect(art.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(screen.getByText('Your purchases will show here.')).toBeInTheDocument();
    },
  );

  it('draws the illustrations in theme tokens only, so they follow dark mode', () => {
    const { container } = render(
      <>
        {Object.values(ILLUSTRATIONS).map((Art, index) => (
          <Art key={index} />
        ))}
      </>,
    );
    expect(container.querySelectorAll('svg')).toHaveLength(4);
    const paints = [...container.querySelectorAll('svg *')].flatMap((shape) =>
      ['fill', 'stroke'].map((attribute) => shape.getAttribute(attribute)).filter((paint) => paint && paint !== 'none'),
    );
    expect(paints.length).toBeGreaterThan(20);
    for (const paint of paints) expect(paint).toMatch(/^(var\(--tu-[\w-]+\)|currentColor)$/);
  });
});

describe('ErrorState', () => {
  it('announces the message and retries, with no picture', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const { container } = render(<ErrorState message="Could not load." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    expect(container.querySelector('svg')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('FailureState', () => {
  it('is an ErrorState with a decorative picture above the message', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    const { container } = render(<FailureState message="You are offline." illustration="offline" onRetry={onRetry} />);
    const art = container.querySelector('svg')!;
    expect(art).toHaveAttribute('data-illustration', 'offline');
    expect(art).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(/^You are offline\.Retry$/);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("'auto' draws the offline picture while the browser is offline, else something-went-wrong", () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { container, rerender } = render(<FailureState message="Could not load." />);
    expect(container.querySelector('svg')).toHaveAttribute('data-illustration', 'error');
    online.mockReturnValue(false);
    rerender(<FailureState message="Could not load, again." illustration="auto" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-illustration', 'offline');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Could not load, again\.$/);
    online.mockRestore();
  });
});
