import { useErrorMessage } from '@/i18n/error-messages';
import { Alert } from './Alert';

/** The red alert for a failed request: the server's error code in the interface language. */
export function ErrorAlert({ error }: { error: unknown }) {
  return <Alert variant="danger">{useErrorMessage(error)}</Alert>;
}
