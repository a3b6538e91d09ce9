import { blendType, type Blend } from '@/features/blends/api/blends';
import type { SharedBlend } from '@/features/blends/api/blend-shares';
import type { Lang } from '@/config/languages';
import { localizePath } from '@/i18n/localized-path';

/** A shared link's page, without the language prefix. */
export function sharedBlendPath(token: string): string {
  return `/shared-blends/${encodeURIComponent(token)}`;
}

/** The address a member copies: the link in the language they share it from. */
export function sharedBlendUrl(origin: string, lang: Lang, token: string): string {
  return `${origin}${localizePath(lang, sharedBlendPath(token))}`;
}

/**
 * A shared blend as the blender's read-only view takes it: a saved, unmodified blend whose orders
 * are the programs the reader may see, by position. A link pins no order ids: each order is
 * known by its program, which a blend holds once.
 */
export function sharedBlendAsBlend(shared: SharedBlend): Blend {
  return {
    blendId: 0,
    blendName: shared.blendName,
    blendTypeId: blendType.saved,
    // Calculated: the link was made from a saved blend.
    blendStatusId: 3,
    isCurrent: false,
    isNormalized: shared.isNormalized,
    // The base and its rate as pinned when the link was made, like the orders' rates.
    baseCurrency: shared.baseCurrency,
    baseUsdPerUnit: shared.baseUsdPerUnit,
    modified: false,
    dateCreated: shared.dateShared,
    dateUpdated: shared.dateShared,
    dateCalculated: shared.dateShared,
    orders: shared.orders.map((order, position) => ({ ...order, blendOrderId: order.programId, position })),
    benchmark: shared.benchmark ?? null,
    statistics: null,
  };
}
