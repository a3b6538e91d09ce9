import { describe, expect, it } from 'vitest';
import { blendType } from '@/features/blends/api/blends';
import { sharedBlendAsBlend, sharedBlendPath, sharedBlendUrl } from './shared-blend';
import { sharedBlend } from './test-blend';

describe('a shared blend in the blender read-only view', () => {
  it('is a saved, unmodified blend of the orders shown, each known by its program, in order', () => {
    const blend = sharedBlendAsBlend(sharedBlend());
    expect(blend).toMatchObject({
      blendName: 'Core mix',
      blendTypeId: blendType.saved,
      isNormalized: true,
      modified: false,
      isCurrent: false,
      statistics: null,
    });
    expect(blend.orders.map((o) => [o.blendOrderId, o.position, o.quantity, o.leverage])).toEqual([
      [4, 0, 100_000, 1],
      [9, 1, 250_000, 2],
    ]);
    expect(blend.orders[1]?.color).toBe('#112233');
    expect(blend.benchmark?.months).toEqual([201501, 201502]);
  });

  it('sums its amounts in the base the link pinned, at the rates it pinned', () => {
    const blend = sharedBlendAsBlend(sharedBlend({ baseCurrency: 'EUR', baseUsdPerUnit: 1.1 }));
    expect(blend).toMatchObject({ baseCurrency: 'EUR', baseUsdPerUnit: 1.1 });
  });

  it('has no benchmark when the link holds none', () => {
    expect(sharedBlendAsBlend(sharedBlend({ benchmark: null })).benchmark).toBeNull();
  });
});

describe('the link a member copies', () => {
  it('opens the page in the language it was shared from', () => {
    const token = 'a'.repeat(41) + '-_';
    expect(sharedBlendPath(token)).toBe(`/shared-blends/${token}`);
    expect(sharedBlendUrl('https://atlas.test', 'zh-hans', token)).toBe(`https://atlas.test/zh-hans/shared-blends/${token}`);
  });
});
