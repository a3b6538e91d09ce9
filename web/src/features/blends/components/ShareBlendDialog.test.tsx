import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { renderWithProviders, signedInMember } from '@/test/render';
import { blendType } from '@/features/blends/api/blends';
import { order } from '@/features/blends/model/test-blend';
import type { Worksheet } from '@/features/blends/model/worksheet';
import { ShareBlendDialog } from './ShareBlendDialog';

const token = 'k'.repeat(43);

const worksheet = (blendTypeId: number): Worksheet => ({
  blendId: 5,
  blendName: 'Core mix',
  blendTypeId,
  isNormalized: false,
  baseCurrency: 'USD',
  baseUsdPerUnit: 1,
  orders: [order(1, 201501, 60)],
});

function renderDialog(blendTypeId: number, modified = false) {
  const api = mockApi({
    'POST /me/blends/5/shares': () =>
      json(201, {
        token,
        share: { shareId: 3, blendId: 5, blendName: 'Core mix', programCount: 1, dataMonth: 201912, dateCreated: '2026-11-20T10:00:00Z' },
      }),
  });
  renderWithProviders(
    <ShareBlendDialog worksheet={worksheet(blendTypeId)} modified={modified} session={signedInMember} onClose={() => undefined} />,
    { session: signedInMember, lang: 'zh-hans', route: '/zh-hans/tools/blender' },
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ShareBlendDialog', () => {
  it('makes a link only on request and shows it once, in the language it is shared from', async () => {
    const api = renderDialog(blendType.saved);
    expect(screen.getByRole('dialog', { name: '分享 Core mix' })).toBeInTheDocument();
    expect(api.sent('POST /me/blends/5/shares')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '创建链接' }));
    const link = await screen.findByRole('textbox', { name: '组合链接' });
    expect(link).toHaveValue(`${window.location.origin}/zh-hans/shared-blends/${token}`);
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByText(/它只显示这一次/)).toBeInTheDocument();
    expect(api.sent('POST /me/blends/5/shares')).toHaveLength(1);
  });

  it('asks to save the worksheet first and makes no link of it', () => {
    const api = renderDialog(blendType.worksheet);
    expect(screen.getByText('请先保存组合：链接只能显示已保存的组合。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '创建链接' })).not.toBeInTheDocument();
    expect(api.sent('POST /me/blends/5/shares')).toHaveLength(0);
  });

  it('warns that changes since the last save are not in the link', () => {
    renderDialog(blendType.saved, true);
    expect(screen.getByText('链接显示的是上次保存的组合：如需包含之后的修改，请先保存。')).toBeInTheDocument();
  });
});
