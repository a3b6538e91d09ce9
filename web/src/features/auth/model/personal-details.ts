import type { components } from '@/api/schema';
import type { Lang } from '@/config/languages';
import { defaultCountry } from '@/lib/countries';
import {
  checkChoice,
  checkConfirmation,
  checkCountry,
  checkEmail,
  checkOptional,
  checkPassword,
  checkPhone,
  checkPhonePrefix,
  checkRequired,
  collectErrors,
  type FieldErrors,
} from '@/lib/validation';

/** As the form composes it: unticked and unverified until done, which the form refuses first. */
export type CtaRegistration = Omit<
  components['schemas']['CtaRegistration'],
  'acceptedAgreement' | 'acceptedTerms' | 'verification'
> & {
  acceptedAgreement: boolean;
  acceptedTerms: boolean;
  verification: components['schemas']['VerificationSolution'] | null;
};
export type RegisteredAccount = components['schemas']['RegisteredAccount'];

/** The first step of the CTA registration: who registers, before any company field opens. */
export type PersonalDetails = Pick<
  CtaRegistration,
  | 'contactTypeId'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phonePrefix'
  | 'phone'
  | 'address1'
  | 'address2'
  | 'cityTown'
  | 'country'
  | 'stateProvince'
  | 'postalCode'
  | 'password'
  | 'confirmPassword'
>;

export function initialPersonalDetails(lang: Lang): PersonalDetails {
  const country = defaultCountry(lang);
  return {
    contactTypeId: 0,
    firstName: '',
    lastName: '',
    email: '',
    phonePrefix: country.dialingPrefix,
    phone: '',
    address1: '',
    address2: '',
    cityTown: '',
    country: country.code,
    stateProvince: '',
    postalCode: '',
    password: '',
    confirmPassword: '',
  };
}

/** The server's rules for the personal details (`POST /accounts/cta`), under its field names. */
export function validatePersonalDetails(details: PersonalDetails): FieldErrors {
  return collectErrors({
    contactTypeId: checkChoice(details.contactTypeId),
    firstName: checkRequired(details.firstName),
    lastName: checkRequired(details.lastName),
    email: checkEmail(details.email) ?? checkOptional(details.email),
    phonePrefix: checkPhonePrefix(details.phonePrefix),
    phone: checkPhone(details.phone),
    address1: checkRequired(details.address1),
    address2: checkOptional(details.address2),
    cityTown: checkRequired(details.cityTown),
    country: checkCountry(details.country),
    stateProvince: checkRequired(details.stateProvince),
    postalCode: checkRequired(details.postalCode),
    password: checkPassword(details.password),
    confirmPassword: checkConfirmation(details.password, details.confirmPassword),
  });
}

export function isPersonalField(path: string): path is keyof PersonalDetails {
  return path in initialPersonalDetails('en');
}
