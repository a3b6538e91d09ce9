import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Badge } from '@/components/Badge/Badge';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { SelectField } from '@/components/Form/SelectField';
import { TextField } from '@/components/Form/TextField';
import { LangLink } from '@/components/LangLink/LangLink';
import { Pager } from '@/components/Pager/Pager';
import type { Lang } from '@/config/languages';
import { groupPath, programPath } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import type { Translate } from '@/i18n/translate';
import { withPage, withSort } from '@/lib/list-params';
import { referenceName, usePlatforms, useReferenceData } from '@/lib/reference-data';
import { useSearchParams } from '@/lib/router/Router';
import { adminProgramListQuery, type AdminProgram } from '@/features/admin/api/programs';
import { useUrlSearch } from '@/features/admin/hooks/use-url-search';
import { formatDay } from '@/features/admin/model/admin-user';
import {
  platformList,
  programListApiQuery,
  programSortFirstOrder,
  readProgramListState,
  withPlatform,
  withProgramPageSize,
  withStatuses,
} from '@/features/admin/model/program-list-state';
import { programStatusVariant } from '@/features/admin/model/program-status';
import { isTooShort } from '@/features/admin/model/user-list-state';

interface Named {
  id: number;
  name: string;
}

function programColumns(
  t: Translate,
  lang: Lang,
  statuses: readonly Named[],
  platforms: readonly Named[],
): Column<AdminProgram>[] {
  return [
    {
      id: 'program',
      header: t('admin.columnProgram'),
      sortKey: 'programName',
      firstOrder: programSortFirstOrder.programName,
      rowHeader: true,
      cell: (program) => <LangLink to={programPath(program.groupUri, program.programUri)}>{program.programName}</LangLink>,
    },
    {
      id: 'company',
      header: t('admin.columnCompany'),
      sortKey: 'groupName',
      firstOrder: programSortFirstOrder.groupName,
      cell: (program) => <LangLink to={groupPath(program.groupUri)}>{program.groupName}</LangLink>,
    },
    {
      id: 'status',
      header: t('admin.columnStatus'),
      sortKey: 'programStatus',
      firstOrder: programSortFirstOrder.programStatus,
      cell: (program) => {
        const status = statuses.find((candidate) => candidate.id === program.programStatusId);
        return status && <Badge variant={programStatusVariant(status.id)}>{status.name}</Badge>;
      },
    },
    {
      id: 'platforms',
      header: t('admin.columnPlatforms'),
      cell: (program) => platformList(program.platformIds, platforms, lang),
    },
    {
      id: 'created',
      header: t('admin.columnCreated'),
      sortKey: 'dateCreated',
      firstOrder: programSortFirstOrder.dateCreated,
      className: 'admin-programs__day',
      cell: (program) => formatDay(program.dateCreated),
    },
  ];
}

/** Ticks the statuses to show; none ticked shows every status. */
function StatusFilter({
  statuses,
  selected,
  onChange,
}: {
  statuses: readonly Named[];
  selected: readonly number[];
  onChange: (statusIds: number[]) => void;
}) {
  const t = useT();
  const hintId = useId();
  return (
    <fieldset className="admin-programs__statuses" aria-describedby={hintId}>
      <legend className="field__label">{t('admin.filterStatus')}</legend>
      <div className="admin-programs__status-choices">
        {statuses.map((status) => (
          <CheckboxField
            key={status.id}
            label={status.name}
            checked={selected.includes(status.id)}
            onChange={(event) => {
              const others = selected.filter((id) => id !== status.id);
              onChange(event.target.checked ? [...others, status.id] : others);
            }}
          />
        ))}
      </div>
      <p id={hintId} className="field__hint">
        {t('admin.filterStatusHint')}
      </p>
    </fieldset>
  );
}

/**
 * /admin/all-programs, for platform managers: every program whatever its status, filtered by
 * platform and statuses, searched (from 3 characters, after a 500 ms pause), sorted and paged,
 * all of it kept in the URL.
 */
export function AllProgramsTab() {
  const t = useT();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const state = readProgramListState(params);
  const { data, error, isFetching } = useQuery(adminProgramListQuery(programListApiQuery(state)));
  const platforms = usePlatforms();
  const programStatuses = useReferenceData().data?.programStatuses;
  const statuses = useMemo(
    () => (programStatuses ?? []).map((status) => ({ id: status.id, name: referenceName(status, lang) })),
    [programStatuses, lang],
  );
  const [text, setText] = useUrlSearch(state.search);
  const columns = useMemo(() => programColumns(t, lang, statuses, platforms), [t, lang, statuses, platforms]);

  return (
    <div className="admin-programs">
      <div className="admin-programs__filters" role="group" aria-label={t('admin.programFilters')}>
        <TextField
          className="admin-programs__search"
          label={t('admin.searchPrograms')}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={text}
          hint={isTooShort(text) ? t('validation.tooShort') : t('admin.searchProgramsHint')}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <SelectField
          className="admin-programs__platform"
          label={t('admin.filterPlatform')}
          placeholder={t('admin.allPlatforms')}
          options={platforms.map((platform) => ({ value: String(platform.id), label: platform.name }))}
          value={state.platformId === undefined ? '' : String(state.platformId)}
          onChange={(event) => {
            const { value } = event.target;
            setParams(withPlatform(params, value === '' ? undefined : Number(value)));
          }}
        />
        <StatusFilter
          statuses={statuses}
          selected={state.statusIds}
          onChange={(statusIds) => {
            setParams(withStatuses(params, statusIds));
          }}
        />
      </div>
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <>
          <DataTable
            columns={columns}
            rows={data?.items ?? []}
            rowKey={(program) => program.programId}
            caption={t('admin.allProgramsCaption')}
            sort={state.sort}
            onSortChange={(sort) => {
              setParams(withSort(params, sort));
            }}
            emptyText={data ? undefined : t('common.loading')}
            loading={isFetching}
            maxHeight="none"
          />
          <Pager
            pageNumber={state.pageNumber}
            pageSize={state.pageSize}
            totalCount={data?.totalCount ?? 0}
            onPageChange={(pageNumber) => {
              setParams(withPage(params, pageNumber));
            }}
            onPageSizeChange={(pageSize) => {
              setParams(withProgramPageSize(params, pageSize));
            }}
          />
        </>
      )}
    </div>
  );
}
