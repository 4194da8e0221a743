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
});
