import { useLayoutEffect } from 'react';
import type { BlendResult } from '@/features/blends/model/blend-computer';
import { sectionMounted, sectionShown, type UpdateSection } from '@/features/blends/model/update-timing';

/**
 * Counts the section in the timing of edits while it is mounted, and reports each commit that
 * shows a new result: layout effects run once React has put the whole commit in the DOM.
 */
export function useSectionTiming(section: UpdateSection, result: BlendResult): void {
  useLayoutEffect(() => sectionMounted(section), [section]);
  useLayoutEffect(() => {
    sectionShown(section, result);
  }, [section, result]);
}
