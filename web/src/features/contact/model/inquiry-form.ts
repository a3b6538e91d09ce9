import type { VerificationSolution } from '@/lib/proof-of-work';
import { checkEmail, checkOptional, checkPhone, checkRequired, collectErrors, type FieldErrors } from '@/lib/validation';

/** Longest accepted message, as the server's `MAX_MESSAGE_LENGTH`. */
export const maxMessageLength = 5000;

/** Spec: after a research request is sent, the thank-you stays 30 s, then the form starts over. */
export const thankYouMs = 30_000;

/** Both inquiry forms' fields, named like the API's bodies so the server's keys land under them. */
export interface InquiryValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  verification: VerificationSolution | null;
}

/** What the signed-in reader's profile fills in. */
export interface SenderDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** An empty form, or one filled with the signed-in reader's details. */
export function initialInquiry(sender?: SenderDetails): InquiryValues {
  return {
    firstName: sender?.firstName ?? '',
    lastName: sender?.lastName ?? '',
    email: sender?.email ?? '',
    phone: sender?.phone ?? '',
    message: '',
    verification: null,
  };
}

/** The server's rules: names and message required, a valid email, a valid phone when given, and a
 * solved verification from a visitor who is not signed in. */
export function validateInquiry(values: InquiryValues, signedIn: boolean): FieldErrors {
  const phone = values.phone.trim();
  return collectErrors({
    firstName: checkRequired(values.firstName),
    lastName: checkRequired(values.lastName),
    email: checkEmail(values.email) ?? checkOptional(values.email),
    phone: phone === '' ? undefined : checkPhone(phone),
    message: checkRequired(values.message, maxMessageLength),
    verification: signedIn || values.verification ? undefined : 'invalidRecaptcha',
  });
}

/** The trimmed fields as both endpoints read them; the verification only from a visitor. */
export function inquiryBody(values: InquiryValues, signedIn: boolean) {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    message: values.message.trim(),
    verification: signedIn ? null : values.verification,
  };
}
