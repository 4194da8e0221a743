import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@topup/rules';
import { ConfirmDialog } from './ConfirmDialog';

function setup(open = true) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const view = render(
    <>
      <button type="button">Before</button>
      <ConfirmDialog open={open} onConfirm={onConfirm} onCancel={onCancel} />
    </>,
  );
  return { onConfirm, onCancel, user: userEvent.setup(), ...view };
}

describe('ConfirmDialog', () => {
  it('renders nothing when closed', () => {
    setup(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog asking the spec question, with focus on No', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: MESSAGES.confirm.question });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
  });

  it('Yes confirms once and does not cancel', async () => {
    const { user, onConfirm, onCancel } = setup();
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it.each([
    ['No', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'No' }))],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['the backdrop', async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByTestId('confirm-dialog-backdrop'))],
  ])('%s cancels without confirming', async (_how, act) => {
    const { user, onConfirm, onCancel } = setup();
    await act(user);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('a click inside the dialog box does not cancel', async () => {
    const { user, onCancel } = setup();
    await user.click(screen.getByText(MESSAGES.confirm.question));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('keeps Tab inside the dialog and Enter on Yes confirms', async () => {
    const { user, onConfirm } = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('returns focus to where it was when it closes', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { rerender } = render(
      <>
        <button type="button">Purchase</button>
        <ConfirmDialog open={false} onConfirm={onConfirm} onCancel={onCancel} />
      </>,
    );
    screen.getByRole('button', { name: 'Purchase' }).focus();
    const tree = (open: boolean) => (
      <>
        <button type="button">Purchase</button>
        <ConfirmDialog open={open} onConfirm={onConfirm} onCancel={onCancel} />
      </>
    );
    rerender(tree(true));
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    rerender(tree(false));
    expect(screen.getByRole('button', { name: 'Purchase' })).toHaveFocus();
  });
});
