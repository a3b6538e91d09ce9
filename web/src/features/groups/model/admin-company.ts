import { checkEmail, type FieldErrors } from '@/lib/validation';
import type { AdminAddCompany } from '@/features/groups/api/group';
import { emptyCompany, emptyMembership, membershipTypeIds, type CompanyInput } from '@/features/groups/model/company';
import { validateCompany } from '@/features/groups/model/validate-company';

/** A company an administrator is adding, as the form holds it. */
export interface AdminCompanyDraft {
  company: CompanyInput;
  groupStatusId: number;
  /** The account that will manage it; empty for none yet. */
  managerEmail: string;
}

/** Group status Active (reference list `groupStatuses`): an administrator's company needs no approval. */
export const activeGroupStatusId = 1;

/** The fields of the form besides the company's, each shown where it is edited. */
export const adminCompanyFields = ['groupStatusId', 'managerEmail'] as const;

/** Spec section 9: a new company starts with an NFA registration row; an administrator's needs no contact. */
export function initialAdminCompany(): AdminCompanyDraft {
  return {
    company: emptyCompany({ memberships: [emptyMembership(membershipTypeIds.nfa)] }),
    groupStatusId: activeGroupStatusId,
    managerEmail: '',
  };
}

/**
 * `POST /admin/groups`: the company as typed, on the server's two default platforms, with a
 * manager only when an email was given.
 */
export function adminCompanyBody(draft: AdminCompanyDraft, certified: boolean): AdminAddCompany {
  const managerEmail = draft.managerEmail.trim();
  return {
    company: draft.company,
    acceptedAgreement: certified,
    groupStatusId: draft.groupStatusId,
    platformIds: null,
    managerEmail: managerEmail === '' ? null : managerEmail,
  };
}

/** The checks the server makes too: the company's with no minimum of contacts, and the manager's email when given. */
export function adminCompanyErrors(draft: AdminCompanyDraft): FieldErrors {
  const errors = validateCompany(draft.company, { minContacts: 0 });
  const email = draft.managerEmail.trim();
  const emailError = email === '' ? undefined : checkEmail(email);
  return emailError === undefined ? errors : { ...errors, managerEmail: emailError };
}

/** Whether a field the server refused has a place on the form; any other refusal goes to the banner. */
export function isAdminCompanyField(path: string): boolean {
  return path.startsWith('company.') || path === 'acceptedAgreement' || adminCompanyFields.some((field) => field === path);
}
