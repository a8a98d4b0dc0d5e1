/**
 * The classes a parent said their son (or sons) are in (src/lib/classes.ts): kept on the phone only, in
 * localStorage, and read once the app has hydrated, so the served HTML (and a phone without a choice) shows every
 * notice and date as before. A choice made before the app started, by the form's own submission, arrives in the
 * address (`?classes=1&class=plus-two-science`): it is kept, and taken out of the address. A choice kept or sent as classes
 * were spelled before (`plusTwo-science`) is read, and kept, as they are spelled now.
 */
import { useEffect } from 'react';
import { create } from 'zustand';
import { classList, type ClassTag } from '../lib/classes.ts';
import { useHydrated } from '../ui/use-hydrated.ts';

const KEY = 'my-classes';
/** The names of the form's fields (src/notices/classes/class-choice.tsx): its marker, its classes, and which button. */
export const CHOICE_FIELDS = { marker: 'classes', class: 'class', action: 'do', clear: 'clear' } as const;

function keep(chosen: readonly ClassTag[]): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(chosen));
  } catch {
    // Storage full or refused: the choice holds while the page is open.
  }
}

/** The choice kept on this phone; kept again if it was spelled as before. */
function kept(): ClassTag[] {
  try {
    const stored = localStorage.getItem(KEY);
    const value: unknown = JSON.parse(stored ?? '[]');
    const chosen = Array.isArray(value) ? classList(value) : [];
    if (stored !== null && stored !== JSON.stringify(chosen)) keep(chosen);
    return chosen;
  } catch {
    return [];
  }
}

/** A choice the form sent before the app started, taken out of the address; null when there is none. */
function fromAddress(): ClassTag[] | null {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(CHOICE_FIELDS.marker)) return null;
  const cleared = url.searchParams.get(CHOICE_FIELDS.action) === CHOICE_FIELDS.clear;
  const chosen = cleared ? [] : classList(url.searchParams.getAll(CHOICE_FIELDS.class));
  for (const field of [CHOICE_FIELDS.marker, CHOICE_FIELDS.class, CHOICE_FIELDS.action]) url.searchParams.delete(field);
  window.history.replaceState(window.history.state, '', url);
  return chosen;
}

interface ClassesState {
  chosen: readonly ClassTag[];
  /** Whether the phone's choice has been read. */
  read: boolean;
  load: () => void;
  choose: (chosen: readonly unknown[]) => void;
}

export const useClasses = create<ClassesState>()((set, get) => ({
  chosen: [],
  read: false,
  load: () => {
    if (get().read) return;
    const sent = fromAddress();
    if (sent) keep(sent);
    set({ chosen: sent ?? kept(), read: true });
  },
  choose: (values) => {
    const chosen = classList(values);
    keep(chosen);
    set({ chosen, read: true });
  },
}));

/** The classes chosen on this phone, read now if they were not yet (for what runs outside a render). */
export function chosenClasses(): readonly ClassTag[] {
  useClasses.getState().load();
  return useClasses.getState().chosen;
}

/** The classes chosen on this phone: none in the served HTML and until the app has hydrated. */
export function useChosenClasses(): readonly ClassTag[] {
  const hydrated = useHydrated();
  const chosen = useClasses((s) => s.chosen);
  useEffect(() => {
    if (hydrated) useClasses.getState().load();
  }, [hydrated]);
  return hydrated ? chosen : [];
}
