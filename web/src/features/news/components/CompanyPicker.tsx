import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { Button } from '@/components/Button/Button';
import { TextField } from '@/components/Form/TextField';
import { useT } from '@/i18n/i18n-context';
import { companyChoicesQuery } from '../api/posts';
import { postBounds, type PostCompanyChoice } from '../model/post';
import './news.css';

interface CompanyPickerProps {
  /** The id of its search field: where the form's error summary moves focus. */
  id: string;
  chosen: readonly PostCompanyChoice[];
  error: string | undefined;
  onChange: (companies: PostCompanyChoice[]) => void;
}

/** Minimum characters of a company search (the administrators' list's own rule). */
const minimumSearch = 3;

/**
 * The companies a post is about: those chosen, each removable, and a search by name that offers
 * the others, up to the post's bound.
 */
export function CompanyPicker({ id, chosen, error, onChange }: CompanyPickerProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  const searching = term.replace(/\s/g, '').length >= minimumSearch;
  const { data } = useQuery({ ...companyChoicesQuery(term), enabled: searching });
  const full = chosen.length >= postBounds.companies;
  const offered = (data?.items ?? []).filter((company) => !chosen.some((item) => item.groupId === company.groupId));

  return (
    <fieldset className="company-picker">
      <legend>{t('news.companies')}</legend>
      {chosen.length > 0 && (
        <ul className="company-picker__chosen" aria-label={t('news.chosenCompanies')}>
          {chosen.map((company) => (
            <li key={company.groupId}>
              {company.groupName}{' '}
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('news.removeCompany', { company: company.groupName })}
                onClick={() => { onChange(chosen.filter((item) => item.groupId !== company.groupId)); }}
              >
                ×
              </Button>
            </li>
          ))}
        </ul>
      )}
      <TextField
        id={id}
        label={t('news.findCompany')}
        hint={full ? t('news.companiesFull', { count: postBounds.companies }) : t('news.findCompanyHint')}
        type="search"
        maxLength={200}
        disabled={full}
        value={search}
        error={error}
        onChange={(event) => { setSearch(event.target.value); }}
      />
      {searching && !full && offered.length > 0 && (
        <ul className="company-picker__offers" aria-label={t('news.companyMatches')}>
          {offered.map((company) => (
            <li key={company.groupId}>
              <Button
                size="sm"
                aria-label={t('news.addCompany', { company: company.groupName })}
                onClick={() => {
                  onChange([...chosen, { groupId: company.groupId, groupName: company.groupName }]);
                  setSearch('');
                }}
              >
                {company.groupName}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
