import type { components } from '@/api/schema';

/** The company sections' value, as `POST /accounts/cta` and `POST /groups` take it. */
export type CompanyInput = components['schemas']['CompanyInput'];
export type ContactInput = components['schemas']['ContactInput'];
/** A registration: NFA and FCA are titled by their type on the server; Other has a free title. */
export type MembershipInput = components['schemas']['MembershipInput'];

/** At most this many contacts and this many registrations per company (spec section 9). */
export const maxContacts = 3;
export const maxMemberships = 3;

/** Fixed ids of the registration (membership) types; only Other takes a free title. */
export const membershipTypeIds = { nfa: 1, fca: 2, other: 3 } as const;

/** "Not chosen yet" for a contact or registration type select; the server answers `required`. */
export const noChoice = 0;

/** Spec section 9: a contact's country is the US unless changed, in either language. */
export const defaultContactCountry = 'US';

/** A blank contact, in the default country. */
export function emptyContact(): ContactInput {
  return {
    contactTypeId: noChoice,
    firstName: '',
    lastName: '',
    emailAddress: '',
    phoneDirect: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    country: defaultContactCountry,
  };
}

export function emptyMembership(membershipTypeId: number = noChoice): MembershipInput {
  return { membershipTypeId, membershipUrl: '', title: '', info: '' };
}

export function emptyCompany(overrides: Partial<CompanyInput> = {}): CompanyInput {
  return { groupName: '', webUrl: '', descriptionLong: '', groupTypeIds: [], contacts: [], memberships: [], ...overrides };
}

/**
 * The company as sent when its first contact mirrors someone else's details (CTA registration):
 * the mirrored contact replaces the first one, so the two can never drift apart.
 */
export function withFirstContact(company: CompanyInput, first: ContactInput): CompanyInput {
  return { ...company, contacts: [first, ...company.contacts.slice(1)] };
}

/** The section of the company form a field path belongs to, for its summary banner. */
export type CompanyPart = 'information' | 'contacts' | 'registrations';

export function companyPartOf(path: string): CompanyPart | undefined {
  if (path === 'company.contacts' || path.startsWith('company.contacts.')) return 'contacts';
  if (path === 'company.memberships' || path.startsWith('company.memberships.')) return 'registrations';
  if (path.startsWith('company.')) return 'information';
  return undefined;
}
