import './HelpTip.css';

/**
 * A "?" beside a label whose text explains it: the hover title for the mouse, and, being
 * focusable, read with its description by screen readers and reached by the keyboard (the pattern
 * of the blender's CAROR tip).
 */
export function HelpTip({ text }: { text: string }) {
  return (
    <span className="help-tip" tabIndex={0} role="note" title={text}>
      <span aria-hidden="true">?</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
