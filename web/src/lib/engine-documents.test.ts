import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '@/api/schema';
import type { BlendStatistics, ProgramStatistics } from '@/lib/engine';

type Schemas = components['schemas'];

// The server passes the engine's stored documents through; the API document types them from the
// engine's own Rust types. Checked by the type checker (`tsc` covers the tests): a field renamed,
// made optional or retyped on either side fails here.
describe('the statistics documents the API sends', () => {
  it('are the engine’s ProgramStatistics', () => {
    expectTypeOf<Schemas['ProgramStatistics']>().toEqualTypeOf<ProgramStatistics>();
  });

  it('are the engine’s BlendStatistics', () => {
    expectTypeOf<Schemas['BlendStatistics']>().toEqualTypeOf<BlendStatistics>();
  });
});
