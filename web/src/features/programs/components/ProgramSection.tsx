import { useId, type ReactNode } from 'react';

interface ProgramSectionProps {
  title: string;
  /** Controls beside the title (the Monthly / Annual toggle). */
  tools?: ReactNode;
  children: ReactNode;
}

/** One titled block of a tab; the title names the region for screen readers. */
export function ProgramSection({ title, tools, children }: ProgramSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="program-section">
      <div className="program-section__head">
        <h2 id={titleId}>{title}</h2>
        {tools}
      </div>
      {children}
    </section>
  );
}
