import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BlendResult } from './blend-computer';
import {
  computed,
  computeMeasureName,
  sectionMeasureName,
  sectionMounted,
  sectionShown,
  startUpdate,
  updateMeasureName,
  type UpdateSection,
} from './update-timing';

const measures = (name: string) => performance.getEntriesByName(name, 'measure');

describe('update timing', () => {
  const unmounts: (() => void)[] = [];
  const mount = (...sections: UpdateSection[]) => {
    for (const section of sections) unmounts.push(sectionMounted(section));
  };

  beforeEach(() => {
    performance.clearMeasures();
  });
  afterEach(() => {
    for (const unmount of unmounts.splice(0)) unmount();
  });

  it('ends the measure of an edit at the commit of the last section on screen, once', () => {
    mount('summary', 'chart', 'performance-table', 'correlation', 'statistics');
    const result: BlendResult = { status: 'empty' };
    startUpdate();
    computed(result);
    expect(measures(computeMeasureName)).toHaveLength(1);

    for (const section of ['summary', 'chart', 'performance-table', 'correlation'] as const) {
      sectionShown(section, result);
      expect(measures(updateMeasureName)).toHaveLength(0);
    }
    sectionShown('statistics', result);
    expect(measures(updateMeasureName)).toHaveLength(1);
    expect(measures(sectionMeasureName('statistics'))).toHaveLength(1);

    // A later commit of the same figures (another render) times nothing more.
    sectionShown('summary', result);
    sectionShown('statistics', result);
    expect(measures(updateMeasureName)).toHaveLength(1);
    expect(measures(sectionMeasureName('summary'))).toHaveLength(1);
  });

  it('waits only for the sections on screen when the edit starts', () => {
    mount('summary', 'chart');
    const unmountStatistics = sectionMounted('statistics');
    unmountStatistics();
    const result: BlendResult = { status: 'empty' };
    startUpdate();
    computed(result);
    sectionShown('summary', result);
    sectionShown('chart', result);
    expect(measures(updateMeasureName)).toHaveLength(1);
  });

  it("does not count a section that still shows an earlier edit's figures", () => {
    mount('summary', 'correlation');
    const earlier: BlendResult = { status: 'empty' };
    const edited: BlendResult = { status: 'empty' };
    startUpdate();
    computed(edited);
    sectionShown('summary', edited);
    sectionShown('correlation', earlier);
    expect(measures(updateMeasureName)).toHaveLength(0);
    sectionShown('correlation', edited);
    expect(measures(updateMeasureName)).toHaveLength(1);
  });

  it('records nothing for an edit whose section leaves the screen before showing it', () => {
    mount('summary');
    const unmountCorrelation = sectionMounted('correlation');
    const result: BlendResult = { status: 'empty' };
    startUpdate();
    computed(result);
    sectionShown('summary', result);
    unmountCorrelation();
    sectionShown('correlation', result);
    expect(measures(updateMeasureName)).toHaveLength(0);
  });

  it('records nothing without an edit', () => {
    mount('summary');
    sectionShown('summary', { status: 'empty' });
    expect(performance.getEntriesByType('measure')).toHaveLength(0);
  });
});
