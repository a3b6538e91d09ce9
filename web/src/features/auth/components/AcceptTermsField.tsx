import { CheckboxField } from '@/components/Form/CheckboxField';
import { LangLink } from '@/components/LangLink/LangLink';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n-context';

interface AcceptTermsFieldProps {
  id: string;
  checked: boolean;
  error?: string;
  onChange: (accepted: boolean) => void;
}

/**
 * The registration's agreement to the terms of service, which the server requires too. The
 * terms open in a new tab, so reading them does not lose what the visitor has typed.
 */
export function AcceptTermsField({ id, checked, error, onChange }: AcceptTermsFieldProps) {
  const t = useT();
  const [before, after] = t('account.acceptTerms').split('{terms}');
  return (
    <CheckboxField
      id={id}
      name="acceptedTerms"
      required
      checked={checked}
      error={error}
      label={
        <>
          {before}
          <LangLink to={paths.termsOfService} target="_blank" rel="noreferrer">
            {t('screens.termsOfService')}
          </LangLink>
          {after}
        </>
      }
      onChange={(event) => {
        onChange(event.target.checked);
      }}
    />
  );
}
