import { useRef, type KeyboardEvent } from 'react';

/**
 * The WAI-ARIA tabs pattern with automatic activation: arrow keys, Home and End move between tabs and
 * select them. Returns props for the tablist, each tab and each panel.
 */
export function useTabs<K extends string>(id: string, keys: readonly K[], selected: K, onSelect: (key: K) => void) {
  const tabRefs = useRef(new Map<K, HTMLButtonElement>());

  const focusAndSelect = (key: K) => {
    if (key !== selected) onSelect(key);
    tabRefs.current.get(key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const at = keys.indexOf(selected);
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? keys[(at + 1) % keys.length]
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? keys[(at - 1 + keys.length) % keys.length]
          : event.key === 'Home'
            ? keys[0]
            : event.key === 'End'
              ? keys[keys.length - 1]
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    focusAndSelect(target);
  };

  return {
    tablist: { role: 'tablist' as const, onKeyDown },
    tab: (key: K) => ({
      ref: (element: HTMLButtonElement | null) => {
        if (element) tabRefs.current.set(key, element);
        else tabRefs.current.delete(key);
      },
      role: 'tab' as const,
      type: 'button' as const,
      id: `${id}-tab-${key}`,
      'aria-selected': key === selected,
      'aria-controls': `${id}-panel-${key}`,
      tabIndex: key === selected ? 0 : -1,
      // Clicking the selected tab changes nothing.
      onClick: () => key !== selected && onSelect(key),
    }),
    panel: (key: K) => ({
      role: 'tabpanel' as const,
      id: `${id}-panel-${key}`,
      'aria-labelledby': `${id}-tab-${key}`,
      'data-selected': key === selected,
      tabIndex: 0,
    }),
  };
}
