import {
  checkChoice,
  checkCountry,
  checkEmail,
  checkOptional,
  checkPhone,
  checkRequired,
  checkUrl,
  collectErrors,
  maxDescriptionLength,
  type FieldErrors,
  type ValidationKey,
} from '@/lib/validation';
import { maxContacts, maxMemberships, membershipTypeIds, type CompanyInput } from './company';

export interface CompanyRules {
  /** 1 at registration and when adding a company; 0 on the company edit screen. */
  minContacts: number;
}

function countKey(count: number, min: number, max: number): ValidationKey | undefined {
  if (count < min) return 'atLeastOneContact';
  return count > max ? 'tooMany' : undefined;
}

/**
 * The spec's company rules, as the server checks them (`server/src/groups/company.rs`; both run the
 * cases of `rules/company.json`), under the server's field paths (`company.groupName`,
 * `company.contacts.0.emailAddress`, …).
 */
export function validateCompany(company: CompanyInput, { minContacts }: CompanyRules): FieldErrors {
  const checks: Record<string, ValidationKey | undefined> = {
    'company.groupName': checkRequired(company.groupName),
    'company.webUrl': checkUrl(company.webUrl),
    'company.descriptionLong': checkRequired(company.descriptionLong, maxDescriptionLength),
    'company.contacts': countKey(company.contacts.length, minContacts, maxContacts),
    'company.memberships': company.memberships.length > maxMemberships ? 'tooMany' : undefined,
  };
  company.contacts.forEach((contact, index) => {
    const at = `company.contacts.${String(index)}`;
    Object.assign(checks, {
      [`${at}.contactTypeId`]: checkChoice(contact.contactTypeId),
      [`${at}.firstName`]: checkRequired(contact.firstName),
      [`${at}.lastName`]: checkRequired(contact.lastName),
      [`${at}.emailAddress`]: checkEmail(contact.emailAddress),
      [`${at}.phoneDirect`]: checkPhone(contact.phoneDirect),
      [`${at}.address1`]: checkRequired(contact.address1),
      [`${at}.address2`]: checkOptional(contact.address2),
      [`${at}.city`]: checkRequired(contact.city),
      [`${at}.state`]: checkRequired(contact.state),
      [`${at}.zip`]: checkRequired(contact.zip),
      [`${at}.country`]: checkCountry(contact.country),
    });
  });
  company.memberships.forEach((membership, index) => {
    const at = `company.memberships.${String(index)}`;
    Object.assign(checks, {
      [`${at}.membershipTypeId`]: checkChoice(membership.membershipTypeId),
      [`${at}.title`]:
        membership.membershipTypeId === membershipTypeIds.other ? checkRequired(membership.title) : undefined,
      [`${at}.info`]: checkRequired(membership.info),
      [`${at}.membershipUrl`]: checkUrl(membership.membershipUrl),
    });
  });
  return collectErrors(checks);
}
