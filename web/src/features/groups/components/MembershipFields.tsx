import { Button } from '@/components/Button/Button';
import { SelectField, type SelectOption } from '@/components/Form/SelectField';
import { TextField } from '@/components/Form/TextField';
import { useT } from '@/i18n/i18n-context';
import { fieldId } from '@/lib/field-paths';
import { membershipTypeIds, type MembershipInput } from '@/features/groups/model/company';

interface MembershipFieldsProps {
  index: number;
  membership: MembershipInput;
  onChange: (membership: MembershipInput) => void;
  onRemove: () => void;
  membershipTypes: readonly SelectOption[];
  message: (path: string) => string | undefined;
}

/** One registration (NFA, FCA or Other with its own title) of the company form. */
export function MembershipFields({ index, membership, onChange, onRemove, membershipTypes, message }: MembershipFieldsProps) {
  const t = useT();
  const number = index + 1;
  const path = (field: keyof MembershipInput) => `company.memberships.${String(index)}.${field}`;
  const isOther = membership.membershipTypeId === membershipTypeIds.other;

  return (
    <fieldset className="company-form__row">
      <legend className="company-form__legend">{t('company.registrationNumber', { number })}</legend>
      <div className="company-form__grid">
        <SelectField
          id={fieldId(path('membershipTypeId'))}
          label={t('company.registrationType')}
          required
          placeholder={t('company.choose')}
          options={membershipTypes}
          value={membership.membershipTypeId === 0 ? '' : String(membership.membershipTypeId)}
          error={message(path('membershipTypeId'))}
          onChange={(event) => {
            const membershipTypeId = Number(event.target.value);
            // NFA and FCA are titled by their type on the server; only Other keeps a typed title.
            onChange({ ...membership, membershipTypeId, title: membershipTypeId === membershipTypeIds.other ? membership.title : '' });
          }}
        />
        {isOther && (
          <TextField
            id={fieldId(path('title'))}
            label={t('company.registrationTitle')}
            required
            value={membership.title}
            error={message(path('title'))}
            onChange={(event) => {
              onChange({ ...membership, title: event.target.value });
            }}
          />
        )}
        <TextField
          id={fieldId(path('info'))}
          label={t('company.registrationInfo')}
          hint={t('company.registrationInfoHint')}
          required
          value={membership.info}
          error={message(path('info'))}
          onChange={(event) => {
            onChange({ ...membership, info: event.target.value });
          }}
        />
        <TextField
          id={fieldId(path('membershipUrl'))}
          label={t('company.registrationUrl')}
          type="url"
          inputMode="url"
          value={membership.membershipUrl}
          error={message(path('membershipUrl'))}
          onChange={(event) => {
            onChange({ ...membership, membershipUrl: event.target.value });
          }}
        />
      </div>
      <Button variant="link" size="sm" onClick={onRemove}>
        {t('company.removeRegistration', { number })}
      </Button>
    </fieldset>
  );
}
