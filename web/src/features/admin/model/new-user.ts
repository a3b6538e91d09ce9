import type { Lang } from '@/config/languages';
import { ApiError } from '@/lib/errors';
import { defaultCountry } from '@/lib/countries';
import {
  checkConfirmation,
  checkCountry,
  checkEmail,
  checkPassword,
  checkPhone,
  checkPhonePrefix,
  checkRequired,
  collectErrors,
  type FieldErrors,
} from '@/lib/validation';
import type { NewAccount, Role } from '@/features/admin/api/users';
import { suspensionRoleId } from './admin-user';

/** Member (reference list `roles`): what every new account is unless given other roles. */
export const memberRoleId = 1;

/**
 * The add-user form, flat so each server field key (`email`, `profile.firstName`, `roleIds`) has
 * one control; `newAccountBody` nests the profile as the API takes it.
 */
export interface NewUserValues {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  phonePrefix: string;
  phone: string;
  country: string;
  roleIds: number[];
}

/** An empty form: the interface language's default country and its dialling code, the Member role ticked. */
export function initialNewUser(lang: Lang): NewUserValues {
  const country = defaultCountry(lang);
  return {
    email: '',
    password: '',
    confirmPassword: '',
    firstName: '',
    lastName: '',
    phonePrefix: country.dialingPrefix,
    phone: '',
    country: country.code,
    roleIds: [memberRoleId],
  };
}

/** The server's rules for a new account (the member registration's), under the form's field names. */
export function validateNewUser(values: NewUserValues): FieldErrors {
  return collectErrors({
    email: checkEmail(values.email),
    password: checkPassword(values.password),
    confirmPassword: checkConfirmation(values.password, values.confirmPassword),
    firstName: checkRequired(values.firstName),
    lastName: checkRequired(values.lastName),
    phonePrefix: checkPhonePrefix(values.phonePrefix),
    phone: checkPhone(values.phone),
    country: checkCountry(values.country),
  });
}

/**
 * `POST /admin/users` for the form: texts trimmed (passwords as typed), the profile's other
 * fields empty, and its language the one the administrator works in, which the user's mail
 * then speaks.
 */
export function newAccountBody(values: NewUserValues, lang: Lang): NewAccount {
  return {
    email: values.email.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    profile: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phonePrefix: values.phonePrefix.trim(),
      phone: values.phone.trim(),
      country: values.country,
      address1: '',
      address2: '',
      cityTown: '',
      stateProvince: '',
      postalCode: '',
      website: '',
      getNewsletter: false,
      getAlertNewProgram: false,
      isAccredited: false,
      language: lang,
    },
    roleIds: [...values.roleIds],
  };
}

/**
 * The server's refusal as the form's field errors, or none when it is not about a field: the
 * profile's keys lose their `profile.` prefix, and an address another account has is the email
 * field's error.
 */
export function newUserFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (error.code === 'email_taken') return { email: 'emailTaken' };
  if (error.code !== 'validation_failed') return undefined;
  return Object.fromEntries(Object.entries(error.fields).map(([field, key]) => [field.replace(/^profile\./, ''), key]));
}

/**
 * The roles a new account may be given, in the server's order. Administrator is among them (only
 * administrators add users); the suspension is not: an account is suspended from its page.
 */
export function assignableRoles(roles: readonly Role[]): Role[] {
  return roles.filter((role) => role.id !== suspensionRoleId);
}

/** The role ids with `roleId` ticked or cleared, in the order of the ids. */
export function withRole(roleIds: readonly number[], roleId: number, held: boolean): number[] {
  const others = roleIds.filter((id) => id !== roleId);
  return (held ? [...others, roleId] : others).sort((a, b) => a - b);
}
