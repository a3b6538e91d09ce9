import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import './Section.css';

interface SectionProps {
  title: string;
  /** Controls beside the title (the Monthly / Annual toggle). */
  tools?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One titled block of a page or tab; the title names the region for screen readers. */
export function Section({ title, tools, children, className }: SectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx('section', className)}>
      <div className="section__head">
        <h2 id={titleId}>{title}</h2>
        {tools}
      </div>
      {children}
    </section>
  );
}
