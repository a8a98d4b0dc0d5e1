import { lazy, type ComponentType } from 'react';
import { matchRoute } from './head.ts';
import type { RouteKey } from './paths.ts';

type PageModule = { default: ComponentType };

/** Each route's page, split into its own chunk so the home page loads only what it shows. */
const loaders: Record<RouteKey, () => Promise<PageModule>> = {
  home: () => import('../pages/home/home-page.tsx'),
  about: () => import('../pages/about/about-page.tsx'),
  academic: () => import('../pages/academic/academic-page.tsx'),
  admission: () => import('../pages/admission/admission-page.tsx'),
  gallery: () => import('../pages/gallery/gallery-page.tsx'),
  galleryViewer: () => import('../pages/gallery/gallery-page.tsx'),
  coreTeam: () => import('../pages/core-team/core-team-page.tsx'),
  workWithUs: () => import('../pages/work-with-us/work-with-us-page.tsx'),
};

export const pages = Object.fromEntries(
  Object.entries(loaders).map(([key, load]) => [key, lazy(load)]),
) as Record<string, ComponentType> as Record<RouteKey, ComponentType>;

/** Fetch the chunk of the page at `pathname` before hydrating, so the served HTML is adopted at once. */
export function preloadPage(pathname: string): Promise<unknown> {
  const route = matchRoute(pathname);
  return route ? loaders[route.key]() : Promise.resolve();
}
