import { useId, type ReactNode } from 'react';
import './FormSection.css';

interface FormSectionProps {
  title: string;
  open: boolean;
  onToggle: () => void;
  /** Id of the toggle button, so an error summary can jump to the section. */
  toggleId?: string;
  children: ReactNode;
}

/**
 * A collapsible part of a long form. Collapsed content stays mounted (only hidden), so what was
 * typed in it survives collapsing.
 */
export function FormSection({ title, open, onToggle, toggleId, children }: FormSectionProps) {
  const panelId = useId();
  return (
    <section className="form-section">
      <h2 className="form-section__heading">
        <button
          type="button"
          id={toggleId}
          className="form-section__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {title}
        </button>
      </h2>
      <div id={panelId} className="form-section__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
