import { useId, type ReactNode } from 'react';

interface BlenderSectionProps {
  title: string;
  /** Controls beside the title (the Monthly / Annual toggle). */
  tools?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One titled block of the blender; the title names the region for screen readers. */
export function BlenderSection({ title, tools, children, className }: BlenderSectionProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className ? `blender-section ${className}` : 'blender-section'}>
      <div className="blender-section__head">
        <h2 id={titleId}>{title}</h2>
        {tools}
      </div>
      {children}
    </section>
  );
}
