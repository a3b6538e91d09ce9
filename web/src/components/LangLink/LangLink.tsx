import type { ComponentProps } from 'react';
import { Link, NavLink } from '@/lib/router/Router';
import { useLocalizePath } from '@/i18n/localized-path';

type LinkProps = Omit<ComponentProps<typeof Link>, 'to'> & {
  /** Path without the language prefix, e.g. `paths.blender` or `/tools/blender?blendId=3`. */
  to: string;
};

type NavLinkProps = Omit<ComponentProps<typeof NavLink>, 'to'> & { to: string };

/** A link that stays in the current language: `/tools/blender` → `/zh-hans/tools/blender`. */
export function LangLink({ to, ...rest }: LinkProps) {
  return <Link to={useLocalizePath()(to)} {...rest} />;
}

/** As LangLink, marked `aria-current="page"` when it is the current page (menus). */
export function LangNavLink({ to, ...rest }: NavLinkProps) {
  return <NavLink to={useLocalizePath()(to)} {...rest} />;
}
