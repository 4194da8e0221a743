import { Field, type FieldProps } from './Field';

export interface AmountFieldProps extends Omit<FieldProps, 'label' | 'value' | 'onChange' | 'type' | 'inputMode' | 'min'> {
  /** Defaults to 'Amount (₦)'. */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /** Naira. */
  min: number;
}

/** A naira amount the customer types (₦ in the label, a decimal keypad on phones, kobo steps). */
export function AmountField({ label = 'Amount (₦)', value, onChange, min, step = '0.01', ...field }: AmountFieldProps) {
  return (
    <Field
      {...field}
      label={label}
      type="number"
      inputMode="decimal"
      min={min}
      step={step}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
