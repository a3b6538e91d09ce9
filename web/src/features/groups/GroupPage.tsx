import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from '@/lib/router/Router';
import { Alert } from '@/components/Alert/Alert';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { useActivation } from '@/features/groups/hooks/use-activation';
import { Badge } from '@/components/Badge/Badge';
import { Button } from '@/components/Button/Button';
import { Page } from '@/components/Layout/Page';
import { Spinner } from '@/components/Spinner/Spinner';
import { LostPage } from '@/components/LostPage/LostPage';
import { useLang, useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import { referenceName, useReferenceData, type ReferenceItem } from '@/lib/reference-data';
import { LangLink } from '@/components/LangLink/LangLink';
import { groupPath } from '@/config/paths';
import { useCountries } from '@/lib/countries-api';
import { isSignedIn, useSession } from '@/lib/session';
import { pageDescription } from '@/lib/use-document-meta';
import { CompanyProgramsTable } from '@/features/groups/components/CompanyProgramsTable';
import { GroupAuditLog } from '@/features/groups/components/GroupAuditLog';
import { groupQuery, groupStatus, type GroupProfile } from '@/features/groups/api/group';
import './GroupPage.css';

/**
 * A company's profile: /groups/{groupUri}. A company that is not yet active is shown only to its
 * managers and administrators (the server answers 404 to anyone else), with its Pending badge and,
 * for administrators, the Activate button; `?reg=cta` greets the manager who has just registered it.
 * Administrators also see the company's audit log. `related` (the company's related articles)
 * follows its programs.
 */
export function GroupPage({ related }: { related?: ReactNode }) {
  const t = useT();
  const { groupUri = '' } = useParams();
  const [searchParams] = useSearchParams();
  const session = useSession();
  const { data: group, error, isPending } = useQuery(groupQuery(groupUri));

  if (error instanceof ApiError && error.status === 404) return <LostPage />;
  if (error) {
    return (
      <Page title={t('screens.group')}>
        <ErrorAlert error={error} />
      </Page>
    );
  }
  if (isPending) {
    return (
      <Page title={t('screens.group')}>
        <Spinner />
      </Page>
    );
  }
  return (
    <Page
      title={group.groupName}
      description={pageDescription(group.descriptionLong, t('meta.groupDescription', { company: group.groupName }))}
    >
      {searchParams.get('reg') === 'cta' && (
        <Alert variant="success">
          <strong>{t('group.registeredTitle')}</strong> {t('group.registeredBody')}
        </Alert>
      )}
      <GroupDetails group={group} />
      <CompanyProgramsTable groupUri={group.groupUri} />
      {related}
      {isSignedIn(session) && session.isAdmin && <GroupAuditLog group={group} />}
    </Page>
  );
}

function GroupDetails({ group }: { group: GroupProfile }) {
  const t = useT();
  const lang = useLang();
  const { data: reference } = useReferenceData();
  const names = (items: readonly ReferenceItem[] | undefined, ids: readonly number[]) =>
    ids
      .map((id) => items?.find((item) => item.id === id))
      .filter((item) => item !== undefined)
      .map((item) => referenceName(item, lang));
  const types = names(reference?.groupTypes, group.groupTypeIds);
  const countries = useCountries();
  const countryName = (code: string) => countries?.find((country) => country.code === code)?.name ?? code;
  const session = useSession();
  const isAdmin = isSignedIn(session) && session.isAdmin;
  const pending = group.groupStatusId === groupStatus.pending;
  const { activateGroup, activating } = useActivation();

  return (
    <div className="group-profile">
      {group.logoUrl && (
        <img
          className="group-profile__logo"
          src={group.logoUrl}
          alt={t('group.logoAlt', { name: group.groupName })}
          width={96}
          height={96}
        />
      )}
      {(pending || group.canEdit) && (
        <p className="group-profile__actions">
          {pending && <Badge variant="info">{t('group.pending')}</Badge>}
          {pending && isAdmin && (
            <Button
              size="sm"
              variant="primary"
              loading={activating !== null}
              disabled={activating !== null}
              onClick={() => void activateGroup(group)}
            >
              {t('approval.activate')}
            </Button>
          )}
          {group.canEdit && <LangLink to={`${groupPath(group.groupUri)}/edit`}>{t('group.edit')}</LangLink>}
          {group.canEdit && <LangLink to={`${groupPath(group.groupUri)}/logo`}>{t('group.changeLogo')}</LangLink>}
          {isAdmin && <LangLink to={`${groupPath(group.groupUri)}/users`}>{t('groupUsers.link')}</LangLink>}
          {group.canEdit && (
            <LangLink to={`${groupPath(group.groupUri)}/add-program`}>{t('screens.groupAddProgram')}</LangLink>
          )}
        </p>
      )}
      <dl className="group-profile__facts">
        {group.webUrl && (
          <>
            <dt>{t('group.website')}</dt>
            <dd>
              <a href={group.webUrl} target="_blank" rel="noopener noreferrer">
                {group.webUrl}
              </a>
            </dd>
          </>
        )}
        {types.length > 0 && (
          <>
            <dt>{t('group.types')}</dt>
            <dd>{types.join(', ')}</dd>
          </>
        )}
      </dl>
      <section aria-labelledby="group-about">
        <h2 id="group-about">{t('group.about')}</h2>
        <p className="group-profile__description">{group.descriptionLong}</p>
      </section>
      {group.contacts.length > 0 && (
        <section aria-labelledby="group-contacts">
          <h2 id="group-contacts">{t('group.contacts')}</h2>
          <ul className="group-profile__contacts">
            {group.contacts.map((contact) => {
              const type = names(reference?.contactTypes, [contact.contactTypeId])[0] ?? '';
              const place = [contact.city, contact.state, contact.zip].filter((part) => part !== '').join(', ');
              return (
                <li key={`${contact.emailAddress}-${String(contact.contactTypeId)}`}>
                  <address>
                    <strong>
                      {contact.firstName} {contact.lastName}
                    </strong>
                    {type && <span className="group-profile__contact-type"> · {type}</span>}
                    <br />
                    <a href={`mailto:${contact.emailAddress}`}>{contact.emailAddress}</a>
                    {contact.phoneDirect && (
                      <>
                        <br />
                        <a href={`tel:${contact.phoneDirect.replace(/[^\d+]/g, '')}`}>{contact.phoneDirect}</a>
                      </>
                    )}
                    <br />
                    {contact.address1}
                    {contact.address2 ? `, ${contact.address2}` : ''}
                    <br />
                    {place}
                    <br />
                    {countryName(contact.country)}
                  </address>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      {group.memberships.length > 0 && (
        <section aria-labelledby="group-registrations">
          <h2 id="group-registrations">{t('group.registrations')}</h2>
          <ul className="group-profile__registrations">
            {group.memberships.map((membership) => (
              <li key={`${String(membership.membershipTypeId)}-${membership.info}`}>
                <strong>{membership.title}</strong>{' '}
                {membership.membershipUrl ? (
                  <a href={membership.membershipUrl} target="_blank" rel="noopener noreferrer">
                    {membership.info}
                  </a>
                ) : (
                  membership.info
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
