import { formatNaira } from '@topup/rules';

/** An amount in naira: '₦1,234.50'. */
export function Naira({ amount }: { amount: number | string }) {
  return <span className="tu-naira">{formatNaira(Number(amount))}</span>;
}
