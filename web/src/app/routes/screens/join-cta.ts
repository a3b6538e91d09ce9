import type { PersonalDetails } from '@/features/auth/model/personal-details';
import type { ContactInput } from '@/features/groups/model/company';

/**
 * The company's first contact is the registrant (spec): the same type, names, email, phone
 * number and address, kept in step with the personal details.
 */
export function firstContactFrom(details: PersonalDetails): ContactInput {
  return {
    contactTypeId: details.contactTypeId,
    firstName: details.firstName,
    lastName: details.lastName,
    emailAddress: details.email,
    phoneDirect: details.phone,
    address1: details.address1,
    address2: details.address2,
    city: details.cityTown,
    state: details.stateProvince,
    zip: details.postalCode,
    country: details.country,
  };
}
