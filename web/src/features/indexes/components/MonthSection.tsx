import type { ReactNode } from 'react';
import { Section } from '@/components/Section/Section';
import type { YearMonthText } from '@/lib/year-month';
import type { MonthSpan } from '@/features/indexes/api/indexes';
import { MonthPicker } from './MonthPicker';

interface MonthSectionProps {
  title: string;
  /** The month shown, within `span`, the months there is something for. */
  month: YearMonthText;
  span: MonthSpan;
  onMonthChange: (month: YearMonthText) => void;
  children: ReactNode;
}

/** A titled block about one month of an index (its members, its ranking), the month picker beside the title. */
export function MonthSection({ title, month, span, onMonthChange, children }: MonthSectionProps) {
  return (
    <Section title={title} tools={<MonthPicker value={month} first={span.first} last={span.last} onChange={onMonthChange} />}>
      {children}
    </Section>
  );
}
