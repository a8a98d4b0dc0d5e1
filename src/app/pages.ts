import { createElement, lazy, type ComponentType } from 'react';
import { pageContent } from '../content/index.ts';
import { matchRoute } from '../lib/routes.ts';
import type { Lang, RouteKey } from '../lib/routes.ts';

type PageName = keyof typeof pageContent;
type PageModule = { default: ComponentType<{ content: never }> };

/** Each page's code, split into its own chunk so a page loads only what it shows. */
const code: Record<PageName, () => Promise<PageModule>> = {
  home: () => import('../pages/home/home-page.tsx'),
  about: () => import('../pages/about/about-page.tsx'),
  academic: () => import('../pages/academic/academic-page.tsx'),
  admission: () => import('../pages/admission/admission-page.tsx'),
  gallery: () => import('../pages/gallery/gallery-page.tsx'),
  coreTeam: () => import('../pages/core-team/core-team-page.tsx'),
  workWithUs: () => import('../pages/work-with-us/work-with-us-page.tsx'),
  notices: () => import('../pages/notices/notices-page.tsx'),
  residentialLife: () => import('../pages/residential-life/residential-life-page.tsx'),
  wellbeing: () => import('../pages/wellbeing/wellbeing-page.tsx'),
  privacy: () => import('../pages/privacy/privacy-page.tsx'),
};

/** The gallery list and its viewer are one page, so opening a gallery keeps the list as it is; so are the notices. */
const pageOf = (key: RouteKey): PageName => (key === 'galleryViewer' ? 'gallery' : key === 'notice' ? 'notices' : key);

/** A page's code and its words in one language, loaded together. */
const load = (name: PageName, lang: Lang) => Promise.all([code[name](), pageContent[name][lang]()]);

const components = new Map<string, ComponentType>();

/** The component of a route in a language: the page, given its words. */
export function pageFor(key: RouteKey, lang: Lang): ComponentType {
  const name = pageOf(key);
  const id = `${lang}:${name}`;
  let component = components.get(id);
  if (!component) {
    component = lazy(async () => {
      const [module, content] = await load(name, lang);
      const Page = module.default as ComponentType<{ content: unknown }>;
      return { default: () => createElement(Page, { content }) };
    });
    components.set(id, component);
  }
  return component;
}

/** Fetch the page at `pathname` (code and words) before hydrating, so the served HTML is adopted at once. */
export function preloadPage(pathname: string): Promise<unknown> {
  const match = matchRoute(pathname);
  return match ? load(pageOf(match.route.key), match.lang) : Promise.resolve();
}
