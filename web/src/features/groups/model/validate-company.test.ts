import { describe, expect, it } from 'vitest';
import { catalogs } from '@/test/catalogs';
import { createTranslate } from '@/i18n/translate';
import { emptyCompany, emptyContact, emptyMembership, membershipTypeIds, type CompanyInput, type ContactInput } from './company';
import { companySummaries } from './company-summaries';
import { validateCompany } from './validate-company';
import { checkTable, form, number, tables, type RuleCase } from '@/test/rule-tables';

function contact(overrides: Partial<ContactInput> = {}): ContactInput {
  return {
    ...emptyContact(),
    contactTypeId: 1,
    firstName: 'Ann',
    lastName: 'Lee',
    emailAddress: 'ann@example.com',
    phoneDirect: '312-555-0100',
    address1: '1 Main St',
    city: 'Chicago',
    state: 'IL',
    zip: '60601',
    ...overrides,
  };
}

function company(overrides: Partial<CompanyInput> = {}): CompanyInput {
  return emptyCompany({
    groupName: 'Alpha & Omega Capital',
    descriptionLong: 'Trend following since 1990.',
    contacts: [contact()],
    ...overrides,
  });
}

const t = createTranslate(catalogs.en);

describe('validateCompany', () => {
  it('passes a complete company', () => {
    expect(validateCompany(company(), { minContacts: 1 })).toEqual({});
  });

  it('requires the company name and description, and checks the website', () => {
    expect(
      validateCompany(company({ groupName: ' ', descriptionLong: '', webUrl: 'not a url' }), { minContacts: 1 }),
    ).toEqual({
      'company.groupName': 'required',
      'company.descriptionLong': 'required',
      'company.webUrl': 'invalidUrl',
    });
    expect(validateCompany(company({ webUrl: 'alpha.example.com' }), { minContacts: 1 })).toEqual({});
  });

  it('needs at least one contact at registration and none on the edit screen', () => {
    expect(validateCompany(company({ contacts: [] }), { minContacts: 1 })).toEqual({
      'company.contacts': 'atLeastOneContact',
    });
    expect(validateCompany(company({ contacts: [] }), { minContacts: 0 })).toEqual({});
  });

  it('allows at most 3 contacts and 3 registrations', () => {
    const nfa = { ...emptyMembership(membershipTypeIds.nfa), info: '0123456' };
    const errors = validateCompany(company({ contacts: Array.from({ length: 4 }, () => contact()), memberships: [nfa, nfa, nfa, nfa] }), {
      minContacts: 1,
    });
    expect(errors).toEqual({ 'company.contacts': 'tooMany', 'company.memberships': 'tooMany' });
  });

  it('checks every field of each contact but the second address line', () => {
    const blank = { ...emptyContact(), country: '' };
    expect(validateCompany(company({ contacts: [contact(), blank] }), { minContacts: 1 })).toEqual({
      'company.contacts.1.contactTypeId': 'required',
      'company.contacts.1.firstName': 'required',
      'company.contacts.1.lastName': 'required',
      'company.contacts.1.emailAddress': 'required',
      'company.contacts.1.phoneDirect': 'required',
      'company.contacts.1.address1': 'required',
      'company.contacts.1.city': 'required',
      'company.contacts.1.state': 'required',
      'company.contacts.1.zip': 'required',
      'company.contacts.1.country': 'required',
    });
    expect(
      validateCompany(company({ contacts: [contact({ emailAddress: 'nope', phoneDirect: '555-1234', country: 'USA' })] }), {
        minContacts: 1,
      }),
    ).toEqual({
      'company.contacts.0.emailAddress': 'invalidEmail',
      'company.contacts.0.phoneDirect': 'invalidPhone',
      'company.contacts.0.country': 'invalidCountry',
    });
  });

  it('gives a registration a type and details, and a title only when it is Other', () => {
    const memberships = [
      { ...emptyMembership(membershipTypeIds.nfa), info: '0123456' },
      emptyMembership(membershipTypeIds.other),
      { ...emptyMembership(), membershipUrl: 'nope' },
    ];
    expect(validateCompany(company({ memberships }), { minContacts: 1 })).toEqual({
      'company.memberships.1.title': 'required',
      'company.memberships.1.info': 'required',
      'company.memberships.2.membershipTypeId': 'required',
      'company.memberships.2.info': 'required',
      'company.memberships.2.membershipUrl': 'invalidUrl',
    });
  });
});

describe('companySummaries', () => {
  it('shows one banner per section in error, linked to its first field in error', () => {
    expect(
      companySummaries(
        {
          'company.memberships.0.info': 'required',
          'company.contacts.1.zip': 'required',
          'company.contacts.1.emailAddress': 'invalidEmail',
          'company.descriptionLong': 'required',
          'company.groupName': 'required',
          firstName: 'required',
        },
        t,
      ),
    ).toEqual([
      { message: 'Please complete your company information above.', fieldId: 'field-company-groupName' },
      { message: 'There is an error with your contacts. Please see above.', fieldId: 'field-company-contacts-1-emailAddress' },
      { message: 'There is an error with your registrations. Please see above.', fieldId: 'field-company-memberships-0-info' },
    ]);
  });

  it('says nothing without company errors', () => {
    expect(companySummaries({ email: 'invalidEmail', 'company.groupName': undefined }, t)).toEqual([]);
  });
});

describe('company form rules (rules/company.json, as the server runs it)', () => {
  const check = (c: RuleCase) =>
    validateCompany(form(tables.company, c) as CompanyInput, { minContacts: number(c.minContacts) });
  checkTable(tables.company, { complete: check, fields: check, contacts: check, registrations: check });
});
