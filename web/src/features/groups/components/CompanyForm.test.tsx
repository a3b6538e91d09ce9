import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestOf } from '@/test/api-mock';
import { renderWithProviders } from '@/test/render';
import { emptyCompany, emptyContact, emptyMembership, membershipTypeIds, type CompanyInput, type ContactInput } from '@/features/groups/model/company';
import { CompanyForm, type CompanyFormProps } from './CompanyForm';

const item = (id: number, code: string, nameEn: string) => ({ id, code, nameEn, nameZh: '' });

const reference = {
  contactTypes: [item(1, 'performance-manager', 'Performance Manager'), item(2, 'marketing-manager', 'Marketing Manager')],
  membershipTypes: [item(1, 'nfa', 'NFA'), item(2, 'fca', 'FCA'), item(3, 'other', 'Other')],
  groupTypes: [item(1, 'managed-forex-manager', 'Managed Forex Manager'), item(2, 'cta', 'Commodity Trading Advisor (CTA)')],
};

/** The path a request asked for: the API client sends whole `Request`s with absolute URLs. */
function urlOf(input: Parameters<typeof fetch>[0]): string {
  const url = new URL(requestOf(input).url);
  return `${url.pathname}${url.search}`;
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>((input) => {
      const url = urlOf(input);
      if (url === '/api/v1/reference') return Promise.resolve(Response.json(reference));
      if (url === '/api/v1/countries') {
        return Promise.resolve(Response.json([{ code: 'CN', dialingPrefix: '+86' }, { code: 'US', dialingPrefix: '+1' }]));
      }
      return Promise.resolve(new Response(null, { status: 404 }));
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const latest: { value: CompanyInput } = { value: emptyCompany() };

function Harness({ initial, ...props }: { initial: CompanyInput } & Omit<CompanyFormProps, 'value' | 'onChange' | 'errors'> & {
  errors?: CompanyFormProps['errors'];
}) {
  const [value, setValue] = useState(initial);
  return (
    <CompanyForm
      value={value}
      onChange={(next) => {
        latest.value = next;
        setValue(next);
      }}
      errors={props.errors ?? {}}
      {...props}
    />
  );
}

const contacts = () => screen.getAllByRole('group', { name: /^Contact \d$/ });
const registrations = () => screen.queryAllByRole('group', { name: /^Registration \d$/ });

/** The n-th (0-based) of a list of rows, inside which to look for fields. */
function row(rows: HTMLElement[], n: number) {
  const found = rows[n];
  if (!found) throw new Error(`no row ${String(n)}`);
  return within(found);
}

describe('CompanyForm', () => {
  it('adds contacts up to 3, then disables Add Contact', async () => {
    renderWithProviders(<Harness initial={emptyCompany({ contacts: [emptyContact()] })} minContacts={1} />);
    const add = screen.getByRole('button', { name: 'Add Contact' });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(contacts()).toHaveLength(3);
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('Up to 3 contacts.');
    expect(latest.value.contacts).toHaveLength(3);
    expect(latest.value.contacts[2]?.country).toBe('US');
  });

  it('removes the chosen contact, but never below the minimum', async () => {
    renderWithProviders(<Harness initial={emptyCompany({ contacts: [emptyContact()] })} minContacts={1} />);
    expect(screen.queryByRole('button', { name: 'Remove contact 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Contact' }));
    await userEvent.type(row(contacts(), 1).getByRole('textbox', { name: /First Name/ }), 'Bea');
    await userEvent.type(row(contacts(), 2).getByRole('textbox', { name: /First Name/ }), 'Cy');
    await userEvent.click(screen.getByRole('button', { name: 'Remove contact 2' }));
    expect(latest.value.contacts.map((c) => c.firstName)).toEqual(['', 'Cy']);
    expect(row(contacts(), 1).getByRole('textbox', { name: /First Name/ })).toHaveValue('Cy');
  });

  it('shows a locked first contact read-only, mirroring the given details', async () => {
    const locked: ContactInput = {
      ...emptyContact(),
      contactTypeId: 2,
      firstName: 'Ann',
      lastName: 'Lee',
      emailAddress: 'ann@example.com',
      city: 'Chicago',
    };
    const { rerender } = renderWithProviders(
      <CompanyForm value={emptyCompany({ contacts: [emptyContact()] })} onChange={vi.fn()} errors={{}} minContacts={1} lockedFirstContact={locked} />,
    );
    const first = row(contacts(), 0);
    expect(first.getByRole('textbox', { name: 'First Name' })).toHaveValue('Ann');
    expect(first.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('readonly');
    expect(await first.findByDisplayValue('Marketing Manager')).toBeInTheDocument();
    expect(await first.findByDisplayValue('United States')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove contact 1' })).not.toBeInTheDocument();

    rerender(
      <CompanyForm
        value={emptyCompany({ contacts: [emptyContact()] })}
        onChange={vi.fn()}
        errors={{}}
        minContacts={1}
        lockedFirstContact={{ ...locked, firstName: 'Anne' }}
      />,
    );
    expect(row(contacts(), 0).getByRole('textbox', { name: 'First Name' })).toHaveValue('Anne');
  });

  it('adds registrations up to 3, asking a title only for Other', async () => {
    renderWithProviders(<Harness initial={emptyCompany({ memberships: [emptyMembership(membershipTypeIds.nfa)] })} minContacts={0} />);
    const first = row(registrations(), 0);
    expect(await first.findByRole('option', { name: 'NFA' })).toBeInTheDocument();
    expect(first.getByRole('combobox', { name: /Registration Type/ })).toHaveValue('1');
    expect(first.queryByRole('textbox', { name: /Title/ })).not.toBeInTheDocument();
    await userEvent.selectOptions(first.getByRole('combobox', { name: /Registration Type/ }), 'Other');
    await userEvent.type(first.getByRole('textbox', { name: /Title/ }), 'SEC');
    expect(latest.value.memberships[0]).toMatchObject({ membershipTypeId: 3, title: 'SEC' });

    const add = screen.getByRole('button', { name: 'Add Registration' });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(registrations()).toHaveLength(3);
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove registration 1' }));
    expect(registrations()).toHaveLength(2);
    expect(latest.value.memberships).toHaveLength(2);
  });

  it('edits the group information and types', async () => {
    renderWithProviders(<Harness initial={emptyCompany()} minContacts={0} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Company Name/ }), 'Alpha');
    await userEvent.type(screen.getByRole('textbox', { name: /Company Description/ }), 'Trend');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Commodity Trading Advisor (CTA)' }));
    expect(latest.value).toMatchObject({ groupName: 'Alpha', descriptionLong: 'Trend', groupTypeIds: [2] });
  });

  it('shows errors under their fields by path and reopens a collapsed section on the next attempt', async () => {
    const errors = { 'company.groupName': 'required', 'company.contacts.0.emailAddress': 'invalidEmail' };
    const { rerender } = renderWithProviders(
      <CompanyForm value={emptyCompany({ contacts: [emptyContact()] })} onChange={vi.fn()} errors={errors} minContacts={1} attempt={1} />,
    );
    expect(screen.getByRole('textbox', { name: /Company Name/ })).toHaveAccessibleDescription('Required');
    expect(row(contacts(), 0).getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    const toggle = screen.getByRole('button', { name: 'Contacts' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Contact 1' })).not.toBeInTheDocument();
    rerender(
      <CompanyForm value={emptyCompany({ contacts: [emptyContact()] })} onChange={vi.fn()} errors={errors} minContacts={1} attempt={2} />,
    );
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Contact 1' })).toBeVisible();
  });
});
