import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@topup/rules';
import { Button } from './Button';

describe('Button', () => {
  it('shows the busy label and refuses clicks while busy', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(
      <Button busy onClick={onClick}>
        Purchase
      </Button>,
    );
    const button = screen.getByRole('button', { name: MESSAGES.busy.processing });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('shows its own text and clicks when idle', async () => {
    const user = userEvent.setup();
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Purchase</Button>);
    await user.click(screen.getByRole('button', { name: 'Purchase' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes a custom busy label and defaults to type=button', () => {
    render(
      <Button busy busyLabel={MESSAGES.busy.verifying}>
        Verify
      </Button>,
    );
    expect(screen.getByRole('button', { name: MESSAGES.busy.verifying })).toHaveAttribute('type', 'button');
  });

  it('takes a variant, a size and full width as classes the stylesheet draws', () => {
    render(
      <>
        <Button>Default</Button>
        <Button variant="secondary" size="sm">
          Small
        </Button>
        <Button variant="danger" size="lg" block>
          Large
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Default' })).toHaveClass('tu-button tu-button--primary', { exact: true });
    expect(screen.getByRole('button', { name: 'Small' })).toHaveClass('tu-button tu-button--secondary tu-button--sm', { exact: true });
    expect(screen.getByRole('button', { name: 'Large' })).toHaveClass('tu-button tu-button--danger tu-button--lg tu-button--block', { exact: true });
  });
});
