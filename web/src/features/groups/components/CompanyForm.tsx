import { useId, useState } from 'react';
import { Button } from '@/components/Button/Button';
import { CheckboxField } from '@/components/Form/CheckboxField';
import type { SelectOption } from '@/components/Form/SelectField';
import { TextAreaField } from '@/components/Form/TextAreaField';
import { TextField } from '@/components/Form/TextField';
import { fieldErrorMessage } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { fieldId } from '@/lib/field-paths';
import { referenceName, useReferenceData, type ReferenceItem } from '@/lib/reference-data';
import {
  companyPartOf,
  emptyContact,
  emptyMembership,
  maxContacts,
  maxMemberships,
  type CompanyInput,
  type CompanyPart,
  type ContactInput,
} from '@/features/groups/model/company';
import { ContactFields } from './ContactFields';
import { FormSection } from '@/components/Form/FormSection';
import { LockedContact } from './LockedContact';
import { MembershipFields } from './MembershipFields';
import { useRowKeys } from '@/features/groups/hooks/use-row-keys';
import './CompanyForm.css';

export interface CompanyFormProps {
  value: CompanyInput;
  onChange: (value: CompanyInput) => void;
  /** Field path → message key (client or server) of the errors to show now. */
  errors: Readonly<Record<string, string | undefined>>;
  /** Contacts that may not be removed: 1 at registration, 0 on the edit screen. */
  minContacts: number;
  /**
   * Shown read-only in place of the first contact (CTA registration copies the registrant's
   * details there); `value.contacts[0]` is then only a placeholder, and the caller sends this
   * contact in its place (`withFirstContact`).
   */
  lockedFirstContact?: ContactInput;
  /** Submit attempts so far: each new one opens the collapsed sections that hold errors. */
  attempt?: number;
}

const emptyItems: readonly ReferenceItem[] = [];

/** An error about a whole list (too many contacts, none at all, an unknown company type). */
function ListError({ message }: { message: string | undefined }) {
  return message ? <p className="field__error">{message}</p> : null;
}

/** The sections where a company is described: group information, contacts and registrations. */
export function CompanyForm({ value, onChange, errors, minContacts, lockedFirstContact, attempt = 0 }: CompanyFormProps) {
  const t = useT();
  const lang = useLang();
  const reference = useReferenceData().data;
  const contactsLimitId = useId();
  const registrationsLimitId = useId();
  const contactKeys = useRowKeys(value.contacts.length);
  const membershipKeys = useRowKeys(value.memberships.length);
  const [collapsed, setCollapsed] = useState<ReadonlySet<CompanyPart>>(new Set());
  const [seenAttempt, setSeenAttempt] = useState(attempt);

  const partsInError = new Set(
    Object.entries(errors).flatMap(([path, key]) => {
      const part = key === undefined ? undefined : companyPartOf(path);
      return part ? [part] : [];
    }),
  );
  if (attempt !== seenAttempt) {
    setSeenAttempt(attempt);
    setCollapsed((previous) => new Set([...previous].filter((part) => !partsInError.has(part))));
  }

  const message = (path: string) => {
    const key = errors[path];
    return key === undefined ? undefined : fieldErrorMessage(t, key);
  };
  const options = (items: readonly ReferenceItem[]): SelectOption[] =>
    items.map((item) => ({ value: String(item.id), label: referenceName(item, lang) }));
  const groupTypes = reference?.groupTypes ?? emptyItems;
  const contactTypes = reference?.contactTypes ?? emptyItems;
  const contactTypeOptions = options(contactTypes);
  const membershipTypeOptions = options(reference?.membershipTypes ?? emptyItems);

  const section = (part: CompanyPart) => ({
    open: !collapsed.has(part),
    onToggle: () => {
      setCollapsed((previous) => {
        const next = new Set(previous);
        if (!next.delete(part)) next.add(part);
        return next;
      });
    },
  });
  const update = (changes: Partial<CompanyInput>) => {
    onChange({ ...value, ...changes });
  };

  const lockedTypeName = (() => {
    const item = contactTypes.find((type) => type.id === lockedFirstContact?.contactTypeId);
    return item ? referenceName(item, lang) : '';
  })();

  return (
    <div className="company-form">
      <FormSection title={t('company.sectionInformation')} {...section('information')}>
        <TextField
          id={fieldId('company.groupName')}
          label={t('company.groupName')}
          required
          autoComplete="organization"
          value={value.groupName}
          error={message('company.groupName')}
          onChange={(event) => {
            update({ groupName: event.target.value });
          }}
        />
        <TextField
          id={fieldId('company.webUrl')}
          label={t('account.website')}
          type="url"
          inputMode="url"
          autoComplete="url"
          value={value.webUrl}
          error={message('company.webUrl')}
          onChange={(event) => {
            update({ webUrl: event.target.value });
          }}
        />
        <TextAreaField
          id={fieldId('company.descriptionLong')}
          label={t('company.descriptionLong')}
          required
          value={value.descriptionLong}
          error={message('company.descriptionLong')}
          onChange={(event) => {
            update({ descriptionLong: event.target.value });
          }}
        />
        <fieldset className="company-form__choices">
          <legend className="field__label">{t('company.groupTypes')}</legend>
          {groupTypes.map((type, index) => (
            <CheckboxField
              key={type.id}
              id={index === 0 ? fieldId('company.groupTypeIds') : `${fieldId('company.groupTypeIds')}-${String(type.id)}`}
              label={referenceName(type, lang)}
              checked={value.groupTypeIds.includes(type.id)}
              onChange={(event) => {
                const others = value.groupTypeIds.filter((id) => id !== type.id);
                update({ groupTypeIds: event.target.checked ? [...others, type.id] : others });
              }}
            />
          ))}
          <ListError message={message('company.groupTypeIds')} />
        </fieldset>
      </FormSection>

      <FormSection title={t('company.sectionContacts')} {...section('contacts')}>
        {value.contacts.map((contact, index) => {
          const key = contactKeys.keys[index];
          if (index === 0 && lockedFirstContact) {
            return <LockedContact key={key} contact={lockedFirstContact} contactTypeName={lockedTypeName} message={message} />;
          }
          const removable = value.contacts.length > minContacts;
          return (
            <ContactFields
              key={key}
              index={index}
              contact={contact}
              contactTypes={contactTypeOptions}
              message={message}
              onChange={(changed) => {
                update({ contacts: value.contacts.map((row, at) => (at === index ? changed : row)) });
              }}
              onRemove={
                removable
                  ? () => {
                      contactKeys.remove(index);
                      update({ contacts: value.contacts.filter((_, at) => at !== index) });
                    }
                  : undefined
              }
            />
          );
        })}
        <ListError message={message('company.contacts')} />
        <div className="company-form__add">
          <Button
            id={fieldId('company.contacts')}
            aria-describedby={contactsLimitId}
            disabled={value.contacts.length >= maxContacts}
            onClick={() => {
              contactKeys.add();
              update({ contacts: [...value.contacts, emptyContact()] });
            }}
          >
            {t('company.addContact')}
          </Button>
          <span id={contactsLimitId} className="field__hint">{t('company.contactsLimit', { max: maxContacts })}</span>
        </div>
      </FormSection>

      <FormSection title={t('company.sectionRegistrations')} {...section('registrations')}>
        {value.memberships.map((membership, index) => (
          <MembershipFields
            key={membershipKeys.keys[index]}
            index={index}
            membership={membership}
            membershipTypes={membershipTypeOptions}
            message={message}
            onChange={(changed) => {
              update({ memberships: value.memberships.map((row, at) => (at === index ? changed : row)) });
            }}
            onRemove={() => {
              membershipKeys.remove(index);
              update({ memberships: value.memberships.filter((_, at) => at !== index) });
            }}
          />
        ))}
        <ListError message={message('company.memberships')} />
        <div className="company-form__add">
          <Button
            id={fieldId('company.memberships')}
            aria-describedby={registrationsLimitId}
            disabled={value.memberships.length >= maxMemberships}
            onClick={() => {
              membershipKeys.add();
              update({ memberships: [...value.memberships, emptyMembership()] });
            }}
          >
            {t('company.addRegistration')}
          </Button>
          <span id={registrationsLimitId} className="field__hint">{t('company.registrationsLimit', { max: maxMemberships })}</span>
        </div>
      </FormSection>
    </div>
  );
}
