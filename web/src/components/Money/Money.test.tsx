import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { inUsd } from '@/lib/usd';
import { Money } from './Money';

function money(container: HTMLElement): HTMLElement {
  const span = container.querySelector<HTMLElement>('.money');
  if (!span) throw new Error('no amount rendered');
  return span;
}

describe('Money', () => {
  it('shows a dollar amount shortened, with nothing on hover', () => {
    const { container } = renderWithProviders(<Money amount={2_500_000} currency="USD" usd={2_500_000} />);
    expect(money(container)).toHaveTextContent(/^\$2\.5M$/);
    expect(money(container)).not.toHaveAttribute('title');
  });

  it('tells another currency’s dollar value on hover and to screen readers', () => {
    const { container } = renderWithProviders(<Money amount={10_000_000} currency="EUR" usd={10_800_000} />);
    expect(money(container)).toHaveAttribute('title', 'About $10.8M in US dollars');
    expect(money(container)).toHaveTextContent('€10M (About $10.8M in US dollars)');
    expect(money(container)).toHaveClass('money--converted');
  });

  it('tells an exact amount to the unit on hover', () => {
    const { container } = renderWithProviders(<Money amount={1_234_567.4} currency="USD" exact />);
    expect(money(container)).toHaveAttribute('title', '$1,234,567');
    expect(money(container)).toHaveClass('money--more');
    expect(money(container)).not.toHaveClass('money--converted');
  });

  it('tells an exact amount in another currency with its dollar value, in 万 in Chinese', () => {
    const { container } = renderWithProviders(<Money amount={2_500_000} currency="JPY" usd={inUsd(2_500_000, 0.0065)} exact />, { lang: 'zh-hans' });
    expect(money(container).firstChild).toHaveTextContent('JP¥250万');
    expect(money(container)).toHaveAttribute('title', 'JP¥2,500,000，约合 US$1.6万');
  });

  it('leaves a figure the shortening keeps whole without a title', () => {
    const { container } = renderWithProviders(<Money amount={750} currency="USD" exact />);
    expect(money(container)).toHaveTextContent(/^\$750$/);
    expect(money(container)).not.toHaveAttribute('title');
  });

  it('shows a dash and nothing on hover without an amount', () => {
    const { container } = renderWithProviders(<Money amount={null} currency="EUR" usd={null} exact />);
    expect(money(container)).toHaveTextContent('–');
    expect(money(container)).not.toHaveAttribute('title');
  });
});
