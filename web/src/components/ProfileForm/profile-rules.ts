import {
  checkCountry,
  checkEmail,
  checkOptional,
  checkPhone,
  checkPhonePrefix,
  checkRequired,
  checkUrl,
  collectErrors,
  type FieldErrors,
} from '@/lib/validation';
import type { components } from '@/api/schema';

/** An account's details as `GET /me/profile` and `GET /admin/users/{userId}/profile` answer them; missing text is ''. */
export type Profile = components['schemas']['Profile'];

/** Case alone is no change of address (the server compares the same way). */
export function changesEmail(saved: Profile, values: Profile): boolean {
  return saved.email.toLowerCase() !== values.email.trim().toLowerCase();
}

/** The server's profile rules (spec: first name, last name, email, phone and country required). */
export function validateProfile(values: Profile): FieldErrors {
  return collectErrors({
    firstName: checkRequired(values.firstName),
    lastName: checkRequired(values.lastName),
    email: checkEmail(values.email),
    phonePrefix: checkPhonePrefix(values.phonePrefix),
    phone: checkPhone(values.phone),
    address1: checkOptional(values.address1),
    address2: checkOptional(values.address2),
    cityTown: checkOptional(values.cityTown),
    country: checkCountry(values.country),
    stateProvince: checkOptional(values.stateProvince),
    postalCode: checkOptional(values.postalCode),
    website: checkUrl(values.website),
  });
}

/** The profile as it is sent: every text without the spaces around it. */
export function trimProfile(values: Profile): Profile {
  return {
    ...values,
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phonePrefix: values.phonePrefix.trim(),
    phone: values.phone.trim(),
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    cityTown: values.cityTown.trim(),
    stateProvince: values.stateProvince.trim(),
    postalCode: values.postalCode.trim(),
    website: values.website.trim(),
  };
}
