/** Rendering a component as the app does: inside the words of a language (English unless told). */
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { Lang } from '../../src/lib/routes.ts';
import { ContentProvider } from '../../src/content/context.tsx';
import type { SiteContent } from '../../src/content/index.ts';
import en from '../../src/content/en/site.yaml';
import ml from '../../src/content/ml/site.yaml';

/** The site-wide words as the app has them (scripts/build/content/plugin.ts). */
export const sites = { en: en as SiteContent, ml: ml as SiteContent };

export function renderIn(ui: ReactElement, lang: Lang = 'en', options: Omit<RenderOptions, 'wrapper'> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ContentProvider lang={lang} site={sites[lang]}>
      {children}
    </ContentProvider>
  );
  return render(ui, { wrapper, ...options });
}
