import { cx } from '@/lib/class-names';
import { formatPercent } from '@/lib/format';

/** A return as a percent, in red when it is a loss (as the listings show them). */
export function SignedFigure({ value }: { value: number | null | undefined }) {
  return <span className={cx(typeof value === 'number' && value < 0 && 'indexes__negative')}>{formatPercent(value)}</span>;
}
