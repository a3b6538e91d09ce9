import { describe, expect, it } from 'vitest';
import { initialInquiry, inquiryBody, maxMessageLength, validateInquiry } from './inquiry-form';

const filled = {
  ...initialInquiry({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '' }),
  message: 'Please send the report.',
};

describe('inquiry form', () => {
  it('fills in the signed-in reader and leaves the message and verification empty', () => {
    expect(initialInquiry({ firstName: 'Ann', lastName: 'Lee', email: 'a@b.co', phone: '312-555-0100' })).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'a@b.co',
      phone: '312-555-0100',
      message: '',
      verification: null,
    });
    expect(initialInquiry().firstName).toBe('');
  });

  it('asks a visitor, not a member, to verify', () => {
    expect(validateInquiry(filled, true)).toEqual({});
    expect(validateInquiry(filled, false)).toEqual({ verification: 'invalidRecaptcha' });
  });

  it('gives each field the server’s message key', () => {
    const bad = {
      ...filled,
      firstName: ' ',
      lastName: 'x'.repeat(201),
      email: 'nope',
      phone: '12',
      message: 'm'.repeat(maxMessageLength + 1),
    };
    expect(validateInquiry(bad, true)).toEqual({
      firstName: 'required',
      lastName: 'tooLong',
      email: 'invalidEmail',
      phone: 'invalidPhone',
      message: 'tooLong',
    });
    expect(validateInquiry({ ...filled, phone: ' 312-555-0100 ' }, true)).toEqual({});
  });

  it('sends trimmed fields, and a verification only from a visitor', () => {
    const verification = { algorithm: 'SHA-256', challenge: 'c', number: 1, salt: 's', signature: 'x' };
    const values = { ...filled, firstName: ' Ann ', message: ' Hi \n', verification };
    expect(inquiryBody(values, false)).toEqual({
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phone: '',
      message: 'Hi',
      verification,
    });
    expect(inquiryBody(values, true).verification).toBeNull();
  });
});
