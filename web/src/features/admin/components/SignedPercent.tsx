import { cx } from '@/lib/class-names';
import { formatPercent } from '@/lib/format';
import '@/styles/member-list.css';

/** A return as the member lists show it: a percent with 2 decimals, a loss in the loss colour. */
export function SignedPercent({ value }: { value: number | null | undefined }) {
  return <span className={cx(typeof value === 'number' && value < 0 && 'member-list__negative')}>{formatPercent(value)}</span>;
}
