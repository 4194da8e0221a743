import { fireEvent, render, screen, within } from '@testing-library/react';
import { DeclineWithReason } from './DeclineWithReason';

function renderDecline() {
  const onDecline = jest.fn();
  render(<DeclineWithReason what="Ada's request" busy={false} onDecline={onDecline} />);
  const open = () => {
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    return screen.getByRole('dialog', { name: "Decline Ada's request?" });
  };
  return { onDecline, open };
}

test('the dialog starts in the reason, and declines with it trimmed', () => {
  const { onDecline, open } = renderDecline();
  const dialog = open();
  const reason = within(dialog).getByLabelText("Reason to decline Ada's request");
  expect(reason).toHaveFocus();
  fireEvent.change(reason, { target: { value: '  Number not on MTN  ' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
  expect(onDecline).toHaveBeenCalledWith('Number not on MTN');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(within(open()).getByLabelText("Reason to decline Ada's request")).toHaveValue('');
});

test('"Not now" declines nothing and forgets what was typed', () => {
  const { onDecline, open } = renderDecline();
  const dialog = open();
  fireEvent.change(within(dialog).getByLabelText("Reason to decline Ada's request"), { target: { value: 'Half a thought' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  const again = open();
  expect(within(again).getByLabelText("Reason to decline Ada's request")).toHaveValue('');
  expect(within(again).getByRole('button', { name: 'Decline' })).toBeDisabled();
  expect(onDecline).not.toHaveBeenCalled();
});
