import { GrowthChart } from '@/components/GrowthChart/GrowthChart';
import { useChartComparison } from '@/lib/compare-api';
import type { ProgramStatistics } from '@/lib/engine';
import type { ProgramDetail } from '@/features/programs/api/program';

/** The program's growth of 1,000 with the series the reader compares it with (Snapshot, Charts). */
export function ProgramGrowth({ program, statistics }: { program: ProgramDetail; statistics: ProgramStatistics }) {
  const comparison = useChartComparison();
  return (
    <GrowthChart name={program.programName} own={{ kind: 'program', id: program.programId }} statistics={statistics} {...comparison} />
  );
}
