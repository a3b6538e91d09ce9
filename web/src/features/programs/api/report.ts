import type { Lang } from '@/config/languages';
import { api } from '@/lib/api';
import type { BlobAnswer } from '@/lib/file-download';

/** GET …/programs/{programUri}/report: the program's PDF report in the reader's language. */
export function programReport(groupUri: string, programUri: string, lang: Lang, signal: AbortSignal): Promise<BlobAnswer> {
  return api.GET('/api/v1/groups/{groupUri}/programs/{programUri}/report', {
    params: { path: { groupUri, programUri }, query: { lang } },
    parseAs: 'blob',
    signal,
  });
}
