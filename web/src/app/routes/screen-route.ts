import type { ComponentType } from 'react';
import { lazyComponent } from '@/lib/router/lazy';
import { withAllowedParams, type AllowedParams } from './with-allowed-params';

/** A route that shows a screen; `preload` fetches a lazily loaded screen's code. */
export interface ShownRoute {
  readonly path: string;
  readonly Component: ComponentType;
  readonly preload?: () => Promise<unknown> | undefined;
}

/** One entry of the screen table, its path relative to the language prefix. */
export type ScreenRoute =
  | ShownRoute
  /** A path that stands for another (a language's root is its program list). */
  | { readonly path: string; readonly redirectTo: string };

/**
 * A lazily loaded screen, so a visitor of the screener never downloads the blender. A screen
 * whose URL holds a choice (a tab) names the values it has: any other is the lost page.
 */
export function screenRoute(
  path: string,
  load: () => Promise<ComponentType>,
  allowedParams?: AllowedParams,
): ShownRoute {
  const { Component, preload } = lazyComponent(load);
  return { path, Component: allowedParams ? withAllowedParams(Component, allowedParams) : Component, preload };
}
