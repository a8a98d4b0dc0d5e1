import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLang, useSite } from '../content/context.tsx';
import { pagePath } from '../lib/routes.ts';
import { searchFiles } from '../lib/search/shards.ts';
import { Icon } from '../ui/icons.tsx';
import { SearchField } from '../ui/search/search-field.tsx';
import './header-search.css';

const PANEL_ID = 'site-search';

/**
 * The header's search. From a tablet's width, a button that opens a panel with the field: a native popover like the
 * phone menu, so it opens from the first paint without a script, and Escape or a tap outside closes it. On a phone,
 * the field is at the top of the menu (`inMenu`). Without a script the form goes to the search page, which lists
 * everything; with one, results come as a parent types. A browser without the Popover API has the search page
 * (src/app/header-search.css hides the panel there).
 */
export function HeaderSearch({ inMenu, onDone }: { inMenu?: boolean; onDone?: () => void }) {
  const site = useSite();
  const lang = useLang();
  const panelRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const searchPage = pagePath('/search', lang);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Closed by Escape, a result or Enter: the focus goes back to the button (a new page then takes it, src/app/layout.tsx).
  const close = () => {
    const panel = panelRef.current;
    if (!panel?.matches(':popover-open')) return;
    panel.hidePopover();
    buttonRef.current?.focus();
  };
  const fieldProps = {
    words: site.search,
    action: searchPage,
    files: searchFiles(lang, site.searchYears),
    place: 'header',
  } as const;
  // On a phone the bar has no room for the button: the field is the first thing in the menu.
  if (inMenu)
    return (
      <div className="site-header__menu-search">
        <SearchField {...fieldProps} onDone={onDone} />
      </div>
    );
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="site-header__search-button"
        popoverTarget={PANEL_ID}
        // A browser without the Popover API goes to the search page instead.
        onClick={() => !('popover' in HTMLElement.prototype) && void navigate(searchPage)}
      >
        <Icon name="search" size={22} />
        <span className="visually-hidden">{site.search.open}</span>
      </button>
      <div
        ref={panelRef}
        id={PANEL_ID}
        popover="auto"
        className="site-header__search"
        // The field has the focus as the panel opens (autofocus); what it held is selected first, so the first letter
        // typed replaces it (the toggle event comes a task later, after the letter).
        onBeforeToggle={(event) => event.newState === 'open' && panelRef.current?.querySelector('input')?.select()}
      >
        <div className="container">
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the field of a panel the parent opened to search */}
          <SearchField {...fieldProps} onDone={close} autoFocus />
        </div>
      </div>
    </>
  );
}
