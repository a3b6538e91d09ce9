/**
 * The spec's account and company rules (section 5), the same as the server's
 * (`server/src/validation/mod.rs`; both run the cases of `rules/account.json`): each check returns
 * the message key the catalogs translate under `validation.<key>`, or undefined when the value is
 * good. The server checks again and answers with the same keys, so a form can show either side's
 * result the same way.
 */

export type ValidationKey =
  | 'required'
  | 'tooLong'
  | 'invalidEmail'
  | 'invalidPhone'
  | 'invalidUrl'
  | 'invalidCountry'
  | 'invalidChoice'
  | 'PasswordRequired'
  | 'PasswordMinLength'
  | 'PasswordStrength'
  | 'PasswordMismatch'
  | 'invalidRecaptcha'
  | 'mustCertify'
  | 'mustAccept'
  | 'tooMany'
  | 'tooManyCompanies'
  | 'invalidLink'
  | 'linkOrBodyRequired'
  | 'atLeastOneContact';

/** Minimum password length (spec section 9). */
export const passwordMinLength = 6;

/** Longest accepted short text (names, addresses); longer values are refused, not cut. */
export const maxTextLength = 200;

/** Longest accepted company description. */
export const maxDescriptionLength = 10_000;

const emailPattern = /^[^\s@]+@[^\s@.][^\s@]*\.[^\s@]*[^\s@.]$/;

/** Optional international prefix, three-digit area, three-digit exchange, four-digit number. */
const phonePattern = /^(\+?\d{1,3}[\s.-]?)?(\(\d{3}\)|\d{3})[\s.-]?\d{3}[\s.-]?\d{4}$/;

/** Length in Unicode code points, as the server counts (`str::chars`), not UTF-16 units. */
function codePointLength(value: string): number {
  return Array.from(value).length;
}

export function checkRequired(value: string, max = maxTextLength): ValidationKey | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  if (codePointLength(trimmed) > max) return 'tooLong';
  return undefined;
}

export function checkOptional(value: string, max = maxTextLength): ValidationKey | undefined {
  return codePointLength(value.trim()) > max ? 'tooLong' : undefined;
}

export function checkEmail(value: string): ValidationKey | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return emailPattern.test(trimmed) ? undefined : 'invalidEmail';
}

export function checkPhone(value: string): ValidationKey | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return phonePattern.test(trimmed) ? undefined : 'invalidPhone';
}

/** An international dialling prefix such as `+1` or `+86`. */
export function checkPhonePrefix(value: string): ValidationKey | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return /^\+?\d{1,4}$/.test(trimmed) ? undefined : 'invalidPhone';
}

/**
 * An ISO 3166-1 alpha-2 code; with the server's list (`GET /countries`) at hand, one of its codes.
 */
export function checkCountry(code: string, known?: readonly string[]): ValidationKey | undefined {
  const trimmed = code.trim();
  if (trimmed === '') return 'required';
  const listed = known ? known.includes(trimmed) : /^[A-Z]{2}$/.test(trimmed);
  return listed ? undefined : 'invalidCountry';
}

/** A choice among reference items, where 0 means none was chosen. */
export function checkChoice(id: number): ValidationKey | undefined {
  return id === 0 ? 'required' : undefined;
}

export function checkPassword(value: string): ValidationKey | undefined {
  if (value === '') return 'PasswordRequired';
  if (codePointLength(value) < passwordMinLength) return 'PasswordMinLength';
  const hasLower = value !== value.toUpperCase();
  const hasUpper = value !== value.toLowerCase();
  return hasLower && hasUpper ? undefined : 'PasswordStrength';
}

export function checkConfirmation(password: string, confirmation: string): ValidationKey | undefined {
  if (confirmation === '') return 'required';
  return password === confirmation ? undefined : 'PasswordMismatch';
}

/**
 * `http://` in front of a website given without a scheme (spec: group edit), so `example.com`
 * and `https://example.com` are both accepted; an empty value stays empty.
 */
export function normalizeUrl(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') return '';
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
}

/** A port number, 0 to 65535, without leading zeros. */
const portPattern = '(?:[0-9]|[1-9][0-9]{1,3}|[1-5][0-9]{4}|6[0-4][0-9]{3}|65[0-4][0-9]{2}|655[0-2][0-9]|6553[0-5])';

/**
 * A website as written, the server's pattern: an optional `http://` or `https://`, a host of
 * dotted labels of ASCII letters, digits and hyphens whose last label starts with a letter (no IP
 * address, no user name), an optional port, then anything without whitespace.
 */
const websitePattern = new RegExp(
  `^(?:[Hh][Tt][Tt][Pp][Ss]?://)?(?:[A-Za-z0-9-]+\\.)+[A-Za-z][A-Za-z0-9-]*(?::${portPattern})?(?:[/?#]\\S*)?$`,
);

/** An optional website: empty, or an address of the server's pattern that the URL parser reads. */
export function checkUrl(value: string): ValidationKey | undefined {
  const normalized = normalizeUrl(value);
  if (normalized === '') return undefined;
  if (codePointLength(normalized) > maxTextLength) return 'tooLong';
  return websitePattern.test(value.trim()) && URL.canParse(normalized) ? undefined : 'invalidUrl';
}

/** A form's errors: field path → key. Empty means valid. */
export type FieldErrors = Partial<Record<string, ValidationKey>>;

/** Keeps only the failed checks: `{ email: checkEmail(email) }` → `{ email: 'invalidEmail' }`. */
export function collectErrors(checks: Record<string, ValidationKey | undefined>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, key] of Object.entries(checks)) {
    if (key !== undefined) errors[field] = key;
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
