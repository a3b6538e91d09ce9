import { LangLink } from '@/components/LangLink/LangLink';
import { groupPath, programPath } from '@/config/paths';
import { useT } from '@/i18n/i18n-context';
import { isSignedIn, useSession } from '@/lib/session';
import type { RankedProgram } from '@/features/indexes/api/indexes';

/** The program's name (to its page) over its company's (to the company page), as the listings show them. */
export function RankedProgramCell({ program }: { program: Pick<RankedProgram, 'programName' | 'programUri' | 'groupName' | 'groupUri'> }) {
  return (
    <div className="indexes__program">
      <LangLink to={programPath(program.groupUri, program.programUri)}>{program.programName}</LangLink>
      <LangLink to={groupPath(program.groupUri)} className="indexes__group">
        {program.groupName}
      </LangLink>
    </div>
  );
}

/**
 * How many programs of the month the reader does not see, and that they still count: "hidden
 * from visitors" for a visitor, "not shown to you" for a member (some programs show to their
 * company and administrators only). Nothing when none is hidden.
 */
export function HiddenNote({ count, kind }: { count: number; kind: 'members' | 'ranking' }) {
  const t = useT();
  const session = useSession();
  if (count <= 0) return null;
  const key = isSignedIn(session)
    ? kind === 'members'
      ? 'indexes.hiddenReaderMembers'
      : 'indexes.hiddenReaderRanking'
    : kind === 'members'
      ? 'indexes.hiddenVisitorsMembers'
      : 'indexes.hiddenVisitorsRanking';
  return <p className="indexes__counts">{t(key, { count })}</p>;
}
