import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, signedInAdmin, signedInMember } from '@/test/render';
import { SiteHeader } from './SiteHeader';

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('SiteHeader', () => {
  it('offers Tools and Managed Futures menus with the spec links', async () => {
    renderWithProviders(<SiteHeader />);
    const tools = within(nav()).getByRole('button', { name: 'Tools' });
    expect(tools).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(tools);
    expect(tools).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Blender' })).toHaveAttribute('href', '/en/tools/blender');
    expect(screen.getByRole('link', { name: 'Saved Blends' })).toHaveAttribute('href', '/en/tools/saved-blends');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/en/tools/dashboard');

    await userEvent.click(within(nav()).getByRole('button', { name: 'Managed Futures' }));
    expect(tools).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Archived Programs' })).toHaveAttribute(
      'href',
      '/en/managed-futures/archived-programs',
    );
    expect(screen.getByRole('link', { name: 'CTA Indexes' })).toHaveAttribute('href', '/en/indexes');
  });

  it('shows Log In and Register, and no My menu, to anonymous visitors', () => {
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/en/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/en/register');
    expect(screen.queryByRole('button', { name: 'My Account' })).not.toBeInTheDocument();
  });

  it('shows the My menu to members, without Admin', async () => {
    renderWithProviders(<SiteHeader />, { session: signedInMember });
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/en/profile');
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('adds Admin to the My menu for administrators', async () => {
    renderWithProviders(<SiteHeader />, { session: signedInAdmin });
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/en/admin');
  });

  it('adds Admin to the My menu for platform managers too, whose All Programs tab is there', async () => {
    renderWithProviders(<SiteHeader />, {
      session: { ...signedInMember, roles: ['Member', 'Platform Manager'], isPlatformAdmin: true },
    });
    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/en/admin');
  });

  it('works from the keyboard: arrows open and move, Escape closes back to the button', async () => {
    renderWithProviders(<SiteHeader />);
    const button = within(nav()).getByRole('button', { name: 'Managed Futures' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Performance' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Market Quotes' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Archived Programs' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Performance' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes a menu when focus leaves it', async () => {
    renderWithProviders(<SiteHeader />);
    const tools = within(nav()).getByRole('button', { name: 'Tools' });
    await userEvent.click(tools);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(tools).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a menu button for small screens that controls the navigation', async () => {
    renderWithProviders(<SiteHeader />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-controls', nav().id);
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(nav()).toHaveClass('site-nav--open');
  });

  it('links each language to the current page in that language', () => {
    renderWithProviders(<SiteHeader />, { route: '/en/indexes?sortBy=monthReturn' });
    const chinese = screen.getByRole('link', { name: '简体中文' });
    expect(chinese).toHaveAttribute('href', '/zh-hans/indexes?sortBy=monthReturn');
    expect(chinese).toHaveAttribute('lang', 'zh-Hans');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });
});
