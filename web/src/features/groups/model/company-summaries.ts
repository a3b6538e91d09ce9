import type { FormError } from '@/components/Form/FormErrorSummary';
import type { MessageKey } from '@/i18n/catalogs';
import type { Translate } from '@/i18n/translate';
import { fieldId } from '@/lib/field-paths';
import { companyPartOf, type CompanyPart } from './company';

const summaryKeys: Record<CompanyPart, MessageKey> = {
  information: 'summary.completeCompany',
  contacts: 'summary.contactsError',
  registrations: 'summary.registrationsError',
};

const parts: readonly CompanyPart[] = ['information', 'contacts', 'registrations'];

const informationOrder = ['groupName', 'webUrl', 'descriptionLong', 'groupTypeIds'];
const contactOrder = [
  'contactTypeId',
  'firstName',
  'lastName',
  'emailAddress',
  'phoneDirect',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'country',
];
const membershipOrder = ['membershipTypeId', 'title', 'info', 'membershipUrl'];

/**
 * Where a path sits in the form, top to bottom, so a summary jumps to the first field in error
 * whatever order the errors came in (the server sends them sorted by name).
 */
function formPosition(path: string): number[] {
  const [, list = '', index, field = ''] = path.split('.');
  if (list === 'contacts' || list === 'memberships') {
    const order = list === 'contacts' ? contactOrder : membershipOrder;
    // A list-wide error (`company.contacts`) points at the list's Add button, below its rows.
    return index === undefined ? [Number.MAX_SAFE_INTEGER] : [Number(index), order.indexOf(field)];
  }
  return [informationOrder.indexOf(list)];
}

function comparePositions(a: number[], b: number[]): number {
  for (let at = 0; at < Math.max(a.length, b.length); at += 1) {
    const difference = (a[at] ?? -1) - (b[at] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The spec's banners for the company sections ('Please complete your company information
 * above.', 'There is an error with your contacts…', '…registrations…'), one per section in
 * error, each linked to that section's first field in error.
 */
export function companySummaries(errors: Readonly<Record<string, string | undefined>>, t: Translate): FormError[] {
  const failed = Object.entries(errors).flatMap(([path, key]) => (key === undefined ? [] : [path]));
  return parts.flatMap((part) => {
    const paths = failed
      .filter((path) => companyPartOf(path) === part)
      .sort((a, b) => comparePositions(formPosition(a), formPosition(b)));
    const first = paths[0];
    return first === undefined ? [] : [{ message: t(summaryKeys[part]), fieldId: fieldId(first) }];
  });
}
