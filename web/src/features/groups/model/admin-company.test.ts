import { describe, expect, it } from 'vitest';
import { adminCompanyBody, adminCompanyErrors, initialAdminCompany, isAdminCompanyField } from './admin-company';

describe('admin company', () => {
  it('starts Active, with an NFA registration row, no contact and no manager', () => {
    const draft = initialAdminCompany();
    expect(draft.groupStatusId).toBe(1);
    expect(draft.managerEmail).toBe('');
    expect(draft.company.contacts).toEqual([]);
    expect(draft.company.memberships).toEqual([{ membershipTypeId: 1, membershipUrl: '', title: '', info: '' }]);
  });

  it('sends the manager trimmed, or none, and leaves the platforms to the server', () => {
    const draft = { ...initialAdminCompany(), groupStatusId: 2, managerEmail: '  ann@example.com ' };
    expect(adminCompanyBody(draft, true)).toEqual({
      company: draft.company,
      acceptedAgreement: true,
      groupStatusId: 2,
      platformIds: null,
      managerEmail: 'ann@example.com',
    });
    expect(adminCompanyBody({ ...draft, managerEmail: '   ' }, false)).toMatchObject({ acceptedAgreement: false, managerEmail: null });
  });

  it("checks the company without a minimum of contacts, and the manager's email only when given", () => {
    const draft = initialAdminCompany();
    const blank = adminCompanyErrors(draft);
    expect(blank['company.groupName']).toBe('required');
    expect(blank['company.contacts']).toBeUndefined();
    expect(blank.managerEmail).toBeUndefined();
    expect(adminCompanyErrors({ ...draft, managerEmail: 'ann@' }).managerEmail).toBe('invalidEmail');
    expect(adminCompanyErrors({ ...draft, managerEmail: 'ann@example.com' }).managerEmail).toBeUndefined();
  });

  it('knows which refused fields it shows', () => {
    for (const path of ['company.groupName', 'company.contacts.0.emailAddress', 'acceptedAgreement', 'groupStatusId', 'managerEmail']) {
      expect(isAdminCompanyField(path), path).toBe(true);
    }
    expect(isAdminCompanyField('platformIds')).toBe(false);
    expect(isAdminCompanyField('version')).toBe(false);
  });
});
