/**
 * Which pages of the school's own facts have been filled in. Such a page is built, linked from the menus and
 * listed in the sitemap only once it has something of the school's to say (src/lib/routes.ts, `optional`):
 * the headings alone are not a page.
 */
import type { RouteKey } from '../lib/routes.ts';
import type { ResidentialLifeContent } from './schema/index.ts';

const said = (...texts: string[]) => texts.some((text) => text.trim() !== '');

export function residentialLifeFilled(page: ResidentialLifeContent): boolean {
  const { timetable, menu, visits, calls, bring, medical, warden } = page;
  return (
    timetable.rows.length > 0 ||
    menu.days.length > 0 ||
    bring.items.length > 0 ||
    said(visits.text, calls.text, medical.text, warden.name, warden.phone, warden.text)
  );
}

/** The optional pages filled in, given each one's words in one language. */
export function filledPages(pages: { residentialLife: ResidentialLifeContent }): RouteKey[] {
  return residentialLifeFilled(pages.residentialLife) ? ['residentialLife'] : [];
}
