import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field } from './Field';
import { Select } from './Select';
import { TextAreaField } from './TextAreaField';

describe('Field', () => {
  it('ties the visible label to the input', () => {
    render(<Field label="Phone number" defaultValue="" />);
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'text');
  });

  it('marks the input invalid and describes it with the error text', () => {
    render(<Field label="Email" error="Email is required" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
  });

  it('is neither invalid nor described when there is no error', () => {
    render(<Field label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows and hides a password', async () => {
    const user = userEvent.setup();
    render(<Field label="Password" type="password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    // An icon button inside the field, named for what it does.
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveTextContent('');
    expect(toggle.parentElement).toContainElement(input);
    await user.click(toggle);
    expect(input).toHaveAttribute('type', 'text');
    // Its name says what it will do; no pressed state on top of that (one state, announced once).
    expect(screen.getByRole('button', { name: 'Hide password' })).not.toHaveAttribute('aria-pressed');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('Select', () => {
  it('labels the select and starts on the placeholder', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <Select
        label="Provider"
        placeholder="Choose a provider"
        value=""
        onChange={(event) => onChange(event.target.value)}
        options={[
          { value: '1', label: 'MTN' },
          { value: '2', label: 'Airtel' },
        ]}
      />,
    );
    const select = screen.getByLabelText('Provider');
    expect(select).toHaveDisplayValue('Choose a provider');
    expect(screen.getByRole('option', { name: 'Choose a provider' })).toBeDisabled();

    await user.selectOptions(select, 'Airtel');
    expect(onChange).toHaveBeenCalledWith('2');
  });

  it('marks the select invalid and shows its error under it, with an icon', () => {
    render(<Select label="Provider" placeholder="Choose a provider" value="" onChange={() => {}} options={[]} error="Choose a provider" />);
    const select = screen.getByRole('combobox', { name: 'Provider' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a provider');
    const error = document.getElementById(select.getAttribute('aria-describedby')!)!;
    expect(error.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(select.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is neither invalid nor described without an error', () => {
    render(<Select label="Provider" value="1" onChange={() => {}} options={[{ value: '1', label: 'MTN' }]} />);
    const select = screen.getByRole('combobox', { name: 'Provider' });
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(select).not.toHaveAttribute('aria-describedby');
  });
});

describe('TextAreaField', () => {
  it('is described by its hint and its error, marked invalid, and styled on the text area itself', () => {
    render(<TextAreaField label="Delivery address" hint="Street, town and state" error="Address is required" textareaClassName="tall" />);
    const area = screen.getByLabelText('Delivery address');
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Street, town and state Address is required');
    expect(area).toHaveClass('tu-input', 'tall');
  });
});
