import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { sortRows, type SortState } from '@/components/DataTable/sort';
import { LangLink } from '@/components/LangLink/LangLink';
import { indexRankingsPath } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { useSearchParams } from '@/lib/router/Router';
import { formatYearMonth, isYearMonth } from '@/lib/year-month';
import { indexMembersQuery, type IndexDetail, type IndexMember, type MonthSpan } from '@/features/indexes/api/indexes';
import { MonthSection } from './MonthSection';
import { HiddenNote, RankedProgramCell } from './RankedProgramCell';
import { SignedFigure } from './SignedFigure';

const defaultSort: SortState = { by: 'program', order: 'ASC' };

function memberValue(member: IndexMember, by: string): string | number {
  if (by === 'performance') return member.performance;
  if (by === 'monthJoined') return member.monthJoined;
  // By company, then program: what the server sends.
  return `${member.groupName}\u0000${member.programName}`;
}

/**
 * The programs counted in a month of the index (`?month=YYYY-MM`, the latest by default), by
 * company and program, with their return that month and the month they joined.
 */
export function MembersTab({ index, span }: { index: IndexDetail; span: MonthSpan }) {
  const t = useT();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = isYearMonth(asked) ? asked : span.last;
  const { data, error, isFetching } = useQuery(indexMembersQuery(index.portfolioUri, month));
  const [sort, setSort] = useState<SortState>(defaultSort);
  const rows = useMemo(
    () => (data ? sortRows(data.items, sort, memberValue, lang === 'zh-hans' ? 'zh-CN' : 'en-US') : []),
    [data, sort, lang],
  );
  const monthText = formatYearMonth(month, lang);
  const title = t('indexes.membersTitle', { month: monthText });

  const columns = useMemo(
    (): Column<IndexMember>[] => [
      {
        id: 'program',
        header: t('indexes.columnProgram'),
        sortKey: 'program',
        rowHeader: true,
        cell: (member) => <RankedProgramCell program={member} />,
      },
      {
        id: 'performance',
        header: monthText,
        sortKey: 'performance',
        firstOrder: 'DESC',
        align: 'end',
        cell: (member) => <SignedFigure value={member.performance} />,
      },
      {
        id: 'monthJoined',
        header: t('indexes.columnJoined'),
        sortKey: 'monthJoined',
        className: 'indexes__nowrap',
        cell: (member) => formatYearMonth(member.monthJoined, lang),
      },
    ],
    [t, lang, monthText],
  );

  return (
    <MonthSection
      title={title}
      month={month}
      span={span}
      onMonthChange={(next) => {
        const query = new URLSearchParams(params);
        if (next === span.last) query.delete('month');
        else query.set('month', next);
        setParams(query);
      }}
    >
      <div className="section__toolbar">
        <div>
          {data && (
            <p className="indexes__counts">{t('indexes.memberCount', { count: data.items.length + data.hiddenCount })}</p>
          )}
          {data && <HiddenNote count={data.hiddenCount} kind="members" />}
        </div>
        <LangLink to={indexRankingsPath(index.portfolioUri, month)}>{t('indexes.rankingOf', { month: monthText })}</LangLink>
      </div>
      {error ? (
        <ErrorAlert error={error} />
      ) : (
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(member) => member.programId}
          caption={title}
          sort={sort}
          onSortChange={setSort}
          emptyText={data ? t('indexes.noMembers') : undefined}
          loading={isFetching}
          maxHeight="none"
        />
      )}
    </MonthSection>
  );
}
