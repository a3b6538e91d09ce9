import { describe } from 'vitest';
import { checkTable, number, outcome, tables } from '@/test/rule-tables';
import {
  checkConfirmation,
  checkCountry,
  checkEmail,
  checkOptional,
  checkPassword,
  checkPhone,
  checkPhonePrefix,
  checkRequired,
  checkUrl,
  normalizeUrl,
} from './validation';

const text = (value: unknown) => value as string;

describe('account field rules (rules/account.json, as the server runs it)', () => {
  checkTable(tables.account, {
    password: (c) => outcome(checkPassword(text(c.password))),
    confirmation: (c) => outcome(checkConfirmation(text(c.password), text(c.confirmation))),
    email: (c) => outcome(checkEmail(text(c.email))),
    required: (c) => outcome(checkRequired(text(c.value), number(c.max))),
    optional: (c) => outcome(checkOptional(text(c.value), number(c.max))),
    phone: (c) => outcome(checkPhone(text(c.phone))),
    phonePrefix: (c) => outcome(checkPhonePrefix(text(c.prefix))),
    country: (c) => outcome(checkCountry(text(c.country))),
    normalizeUrl: (c) => normalizeUrl(text(c.url)),
    url: (c) => outcome(checkUrl(text(c.url))),
  });
});
