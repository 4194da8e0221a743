import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AmountField } from './AmountField';

function Editable() {
  const [value, setValue] = useState('');
  return <AmountField min={50} value={value} onChange={setValue} error={value === '1' ? 'Too small' : null} />;
}

describe('AmountField', () => {
  it('draws ₦ inside the field before the number, hidden from screen readers (the label says ₦)', async () => {
    const user = userEvent.setup();
    render(<Editable />);
    const input = screen.getByLabelText('Amount (₦)');
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('min', '50');

    const naira = screen.getByText('₦');
    expect(naira).toHaveAttribute('aria-hidden', 'true');
    expect(naira.parentElement).toContainElement(input);
    expect(naira.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.type(input, '1');
    expect(input).toHaveValue(1);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Too small');
  });

  it('reads as money when read-only: ₦ with kobo, text (no spinner), not editable', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<AmountField readOnly label="Amount" value={260} onChange={onChange} min={0} />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('₦260.00');
    // The ₦ is in the value itself, so it is not drawn a second time.
    expect(screen.queryByText('₦')).not.toBeInTheDocument();

    await user.type(input, '5');
    expect(input).toHaveValue('₦260.00');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('formats a numeric string, keeps a formatted one and is empty for nothing', () => {
    const { rerender } = render(<AmountField readOnly label="Amount" value="1234.5" />);
    expect(screen.getByLabelText('Amount')).toHaveValue('₦1,234.50');
    rerender(<AmountField readOnly label="Amount" value="₦99.00" />);
    expect(screen.getByLabelText('Amount')).toHaveValue('₦99.00');
    rerender(<AmountField readOnly label="Amount" value={null} />);
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });
});
