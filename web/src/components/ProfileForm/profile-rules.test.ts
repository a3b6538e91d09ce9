import { describe, expect, it } from 'vitest';
import { changesEmail, trimProfile, validateProfile, type Profile } from './profile-rules';

const profile: Profile = {
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phonePrefix: '+1',
  phone: '312 555 0100',
  address1: '',
  address2: '',
  cityTown: '',
  country: 'US',
  stateProvince: '',
  postalCode: '',
  website: '',
  getNewsletter: false,
  getAlertNewProgram: false,
  isAccredited: false,
  language: 'en',
};

describe('profile rules', () => {
  it('takes a change of case alone as the same address', () => {
    expect(changesEmail(profile, { ...profile, email: ' ANN@example.com ' })).toBe(false);
    expect(changesEmail(profile, { ...profile, email: 'ann@example.org' })).toBe(true);
  });

  it('requires the name, email, phone and country; checks the website', () => {
    expect(validateProfile(profile)).toEqual({});
    expect(validateProfile({ ...profile, firstName: ' ', email: 'nope', phone: '12', country: '', website: 'not a site' })).toEqual({
      firstName: 'required',
      email: 'invalidEmail',
      phone: 'invalidPhone',
      country: 'required',
      website: 'invalidUrl',
    });
  });

  it('trims every text it sends', () => {
    expect(trimProfile({ ...profile, firstName: ' Ann ', website: ' example.com ', cityTown: ' Chicago' })).toMatchObject({
      firstName: 'Ann',
      website: 'example.com',
      cityTown: 'Chicago',
    });
  });
});
