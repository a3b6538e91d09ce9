import type { ReactNode } from 'react';
import './FieldRow.css';

/** Fields side by side on wide screens (first and last name), stacked on narrow ones. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="field-row">{children}</div>;
}
