/**
 * The portfolio's form over the allocation rules (`@/lib/allocation`): an empty field is
 * `required` before any rule is asked, and the day is the server's (UTC). The message keys are the
 * server's, so both speak the same words.
 */
import { checkAllocationDate, checkAmount } from '@/lib/allocation';

export type QuantityProblem = 'required' | 'belowMinimum';

/** The amount field's text: present, then an amount the allocation rules accept. */
export function quantityProblem(text: string, investmentMin: number | null | undefined): QuantityProblem | null {
  if (text.trim() === '') return 'required';
  return checkAmount(Number(text), investmentMin) ?? null;
}

/** Today in UTC as `YYYY-MM-DD`: the server's today, whatever the reader's time zone. */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The date field: present, then a day between the program's inception month and today. */
export function dateAllocationProblem(
  date: string,
  dateInception: string | null | undefined,
  today: string,
): 'required' | 'outOfRange' | null {
  if (date === '') return 'required';
  return checkAllocationDate(date, dateInception, today) ?? null;
}
