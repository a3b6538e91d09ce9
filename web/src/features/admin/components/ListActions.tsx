import { buttonClassName } from '@/components/Button/button-class';
import { LangLink } from '@/components/LangLink/LangLink';

interface ListActionsProps {
  /** The CSV export's API path and the file name the browser saves it as. */
  readonly exportPath: string;
  readonly exportFile: string;
  readonly exportLabel: string;
  /** Another download beside the export (the users' list offers the newsletter's subscribers). */
  readonly otherExport?: { readonly path: string; readonly file: string; readonly label: string };
  /** The add screen's path (without the language prefix). */
  readonly addPath: string;
  readonly addLabel: string;
}

/**
 * A list's Export and Add buttons. The export is a plain download link: the session's cookie
 * authenticates a same-origin GET, and the browser streams the file to disk as the server writes
 * it.
 */
export function ListActions({ exportPath, exportFile, exportLabel, otherExport, addPath, addLabel }: ListActionsProps) {
  return (
    <div className="admin-users__actions">
      {otherExport && (
        <a href={otherExport.path} download={otherExport.file} className={buttonClassName('secondary', 'sm')}>
          {otherExport.label}
        </a>
      )}
      <a href={exportPath} download={exportFile} className={buttonClassName('secondary', 'sm')}>
        {exportLabel}
      </a>
      <LangLink to={addPath} className={buttonClassName('primary', 'sm')}>
        {addLabel}
      </LangLink>
    </div>
  );
}
