import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/errors';
import type { Role } from '@/features/admin/api/users';
import {
  assignableRoles,
  initialNewUser,
  newAccountBody,
  newUserFieldErrors,
  validateNewUser,
  withRole,
  type NewUserValues,
} from './new-user';

const filled: NewUserValues = {
  ...initialNewUser('en'),
  email: ' jo@example.com ',
  password: 'Secret12',
  confirmPassword: 'Secret12',
  firstName: ' Jo ',
  lastName: 'Lee',
  phone: '312-555-0100',
};

describe('new user form', () => {
  it('starts in the language’s country with the Member role ticked', () => {
    expect(initialNewUser('en')).toMatchObject({ country: 'US', phonePrefix: '+1', roleIds: [1] });
    expect(initialNewUser('zh-hans')).toMatchObject({ country: 'CN', phonePrefix: '+86' });
  });

  it('checks the registration’s rules', () => {
    expect(validateNewUser(filled)).toEqual({});
    expect(validateNewUser(initialNewUser('en'))).toEqual({
      email: 'required',
      password: 'PasswordRequired',
      confirmPassword: 'required',
      firstName: 'required',
      lastName: 'required',
      phone: 'required',
    });
    expect(validateNewUser({ ...filled, password: 'secret12', confirmPassword: 'secret' })).toEqual({
      password: 'PasswordStrength',
      confirmPassword: 'PasswordMismatch',
    });
  });

  it('sends the profile nested, trimmed, in the administrator’s language', () => {
    const body = newAccountBody({ ...filled, roleIds: [1, 3] }, 'zh-hans');
    expect(body).toMatchObject({
      email: 'jo@example.com',
      password: 'Secret12',
      confirmPassword: 'Secret12',
      roleIds: [1, 3],
      profile: { firstName: 'Jo', lastName: 'Lee', phonePrefix: '+1', phone: '312-555-0100', country: 'US', language: 'zh-hans' },
    });
    expect(body.profile).not.toHaveProperty('email');
  });

  it('puts the server’s refusals at the form’s fields', () => {
    const invalid = new ApiError({
      code: 'validation_failed',
      message: 'no',
      status: 422,
      fields: { email: 'invalidEmail', 'profile.firstName': 'required', roleIds: 'invalidChoice' },
    });
    expect(newUserFieldErrors(invalid)).toEqual({ email: 'invalidEmail', firstName: 'required', roleIds: 'invalidChoice' });
    expect(newUserFieldErrors(new ApiError({ code: 'email_taken', message: 'no', status: 409 }))).toEqual({ email: 'emailTaken' });
    expect(newUserFieldErrors(new ApiError({ code: 'forbidden_role', message: 'no', status: 403 }))).toBeUndefined();
    expect(newUserFieldErrors(new Error('offline'))).toBeUndefined();
  });

  it('offers every role but the suspension, and keeps the ticked ids in order', () => {
    const roles: Role[] = [
      { id: 1, code: 'member', nameEn: 'Member', nameZh: '会员' },
      { id: 3, code: 'administrator', nameEn: 'Administrator', nameZh: '管理员' },
      { id: 5, code: 'member-limited-access', nameEn: 'Member Limited Access', nameZh: '受限会员' },
    ];
    expect(assignableRoles(roles).map((role) => role.id)).toEqual([1, 3]);
    expect(withRole([1, 7], 3, true)).toEqual([1, 3, 7]);
    expect(withRole([1, 3], 3, true)).toEqual([1, 3]);
    expect(withRole([1, 3], 1, false)).toEqual([3]);
  });
});
