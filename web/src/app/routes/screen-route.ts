import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { withAllowedParams, type AllowedParams } from './with-allowed-params';

/**
 * A lazily loaded screen: its code is fetched the first time the route matches, so a visitor of
 * the screener never downloads the blender.
 */
export function screenRoute(
  path: string,
  load: () => Promise<ComponentType>,
  allowedParams?: AllowedParams,
): RouteObject {
  return {
    path,
    lazy: async () => {
      const Screen = await load();
      return { Component: allowedParams ? withAllowedParams(Screen, allowedParams) : Screen };
    },
  };
}
