import { createElement, lazy, type ComponentType } from 'react';
import { PhotosProvider } from '../content/context.tsx';
import { pageContent } from '../content/index.ts';
import { kebab, matchRoute, routes } from '../lib/routes.ts';
import type { Lang, PageName, RouteKey } from '../lib/routes.ts';

type PageModule = { default: ComponentType<{ content: never }> };

/** Each page's code (src/pages/<page>/<page>-page.tsx), split into its own chunk so a page loads only what it shows. */
const code = import.meta.glob<PageModule>('../pages/*/*-page.tsx');

const pageOf = (key: RouteKey): PageName => routes.find((route) => route.key === key)!.page;

/** A page's code and its words in one language, loaded together. */
function load(name: PageName, lang: Lang) {
  const module = code[`../pages/${kebab(name)}/${kebab(name)}-page.tsx`];
  if (!module) throw new Error(`The page ${name} has no src/pages/${kebab(name)}/${kebab(name)}-page.tsx`);
  return Promise.all([module(), pageContent(name, lang)]);
}

const components = new Map<string, ComponentType>();

/** The component of a route in a language: the page, given its words, and its pictures their photos. */
export function pageFor(key: RouteKey, lang: Lang): ComponentType {
  const name = pageOf(key);
  const id = `${lang}:${name}`;
  let component = components.get(id);
  if (!component) {
    component = lazy(async () => {
      const [module, { photos, ...content }] = await load(name, lang);
      const Page = module.default as ComponentType<{ content: unknown }>;
      return { default: () => createElement(PhotosProvider, { photos, children: createElement(Page, { content }) }) };
    });
    components.set(id, component);
  }
  return component;
}

/** Fetch the page at `pathname` (code and words) before hydrating, so the served HTML is adopted at once. */
export function preloadPage(pathname: string): Promise<unknown> {
  const match = matchRoute(pathname);
  return match ? load(match.route.page, match.lang) : Promise.resolve();
}
