import { formatNaira } from '@topup/rules';
import { Field, type FieldProps } from './Field';

type InheritedProps = Omit<FieldProps, 'label' | 'value' | 'onChange' | 'type' | 'inputMode' | 'min' | 'readOnly' | 'adornment'>;

interface EditableAmountProps extends InheritedProps {
  /** Defaults to 'Amount (₦)'. Keep the ₦ in a label of your own: the drawn ₦ is hidden from screen readers. */
  label?: string;
  value: string;
  onChange: (value: string) => void;
  /** Naira. */
  min: number;
  readOnly?: false;
}

interface ReadOnlyAmountProps extends InheritedProps {
  label?: string;
  /** Naira (a number or a plain numeric string such as '260'); null or '' shows an empty field. */
  value: number | string | null;
  readOnly: true;
  /** Accepted and ignored, so an editable field can turn read-only by adding `readOnly`. */
  onChange?: (value: string) => void;
  min?: number;
}

export type AmountFieldProps = EditableAmountProps | ReadOnlyAmountProps;

/**
 * A naira amount. Editable: the customer types it (a ₦ drawn inside the field, a decimal keypad on
 * phones, kobo steps). Read-only (`readOnly`): an amount the app worked out, shown as money,
 * e.g. `<AmountField readOnly label="Amount" value={plan?.amount ?? null} />` reads "₦260.00"
 * on a muted background, for eyes and screen readers alike, with no spinner.
 */
export function AmountField(props: AmountFieldProps) {
  if (props.readOnly) {
    const { label = 'Amount (₦)', value, readOnly: _readOnly, onChange: _onChange, min: _min, step: _step, ...field } = props;
    return <Field {...field} label={label} type="text" readOnly value={asMoney(value)} />;
  }
  const { label = 'Amount (₦)', value, onChange, min, step = '0.01', readOnly: _readOnly, ...field } = props;
  return (
    <Field
      {...field}
      label={label}
      type="number"
      inputMode="decimal"
      adornment="₦"
      min={min}
      step={step}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** 260 or '260' -> '₦260.00'; anything already formatted (or not a number) is shown as given. */
function asMoney(value: number | string | null): string {
  if (value === null || value === '') return '';
  if (typeof value === 'number') return Number.isFinite(value) ? formatNaira(value) : '';
  return /^\d+(\.\d+)?$/.test(value.trim()) ? formatNaira(Number(value)) : value;
}
