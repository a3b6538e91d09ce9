import { LangLink } from '@/components/LangLink/LangLink';
import { groupPath, programPath } from '@/config/paths';
import '@/styles/member-list.css';

interface ProgramRef {
  programName: string;
  programUri: string;
  groupName: string;
  groupUri: string;
}

/** The CTA / Program cell of the member lists (theirs and an administrator's view of them): the company above its program, both linked. */
export function ProgramCell({ row }: { row: ProgramRef }) {
  return (
    <div className="member-list__program">
      <LangLink to={groupPath(row.groupUri)} className="member-list__group">
        {row.groupName}
      </LangLink>
      <LangLink to={programPath(row.groupUri, row.programUri)}>{row.programName}</LangLink>
    </div>
  );
}
