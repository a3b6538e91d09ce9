import type { ComponentType } from 'react';
import { useParams } from '@/lib/router/Router';
import { LostPage } from '@/components/LostPage/LostPage';

export type AllowedParams = Readonly<Record<string, readonly string[]>>;

/**
 * Wraps a screen whose URL holds a choice (a tab): an unknown value is a path the site does not
 * have, so it gets the lost page instead of a screen guessing what was meant.
 */
export function withAllowedParams(Screen: ComponentType, allowed: AllowedParams): ComponentType {
  function ScreenWithCheckedParams() {
    const params = useParams();
    const valid = Object.entries(allowed).every(([name, values]) => {
      const value = params[name];
      return value === undefined || values.includes(value);
    });
    return valid ? <Screen /> : <LostPage />;
  }
  ScreenWithCheckedParams.displayName = `Checked(${Screen.displayName ?? Screen.name})`;
  return ScreenWithCheckedParams;
}
