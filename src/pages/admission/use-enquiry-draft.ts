import { useEffect, useRef, useState, type RefObject } from 'react';
import { clearEnquiry, hasTyped, loadEnquiry, saveEnquiry, type StoredEnquiry } from '../../lib/enquiry-draft.ts';
import {
  applyingForOptions,
  emptyDraft,
  type ApplyingFor,
  type EnquiryDraft,
  type EnquiryField,
} from '../../lib/enquiry.ts';
import { schoolDay } from '../../lib/school-time.ts';

/** The fields as the browser holds them: what was typed before the app started is read back from here. */
function readForm(form: HTMLFormElement, fallback: EnquiryDraft): EnquiryDraft {
  const value = (field: EnquiryField) =>
    (form.elements.namedItem(field) as HTMLInputElement | null)?.value ?? fallback[field];
  const applyingFor = value('applyingFor') as ApplyingFor;
  return {
    parentName: value('parentName'),
    studentName: value('studentName'),
    applyingFor: applyingForOptions.includes(applyingFor) ? applyingFor : fallback.applyingFor,
    phone: value('phone'),
    visitDate: value('visitDate'),
    message: value('message'),
  };
}

/**
 * The enquiry as the parent has written it, kept on the device as it is typed (src/lib/enquiry-draft.ts): it
 * comes back after a reload, a closed tab or offline; `startNew`, or emptying the form, clears it. The stream
 * chosen above the form (`stream`) becomes what the parent is applying for.
 */
export function useEnquiryDraft(form: RefObject<HTMLFormElement | null>, stream: ApplyingFor) {
  const [draft, setDraft] = useState<EnquiryDraft>(() => emptyDraft(stream));
  const [sent, setSent] = useState<StoredEnquiry['sent']>(undefined);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  /** Today at the school, once the app runs (the served HTML has no date). */
  const [today, setToday] = useState<string | null>(null);
  const ready = useRef(false);
  /** Whether the parent has typed in this form (emptying it then clears the kept draft). */
  const typedHere = useRef(false);
  const lastStream = useRef(stream);

  // Once the app runs: text typed before it started wins; else the draft kept on this device comes back. This
  // has to be an effect: hydration must match the served (empty) form, and the device is read only after it.
  /* eslint-disable react-hooks/set-state-in-effect, react-hooks/exhaustive-deps */
  useEffect(() => {
    const typed = form.current ? readForm(form.current, emptyDraft(stream)) : emptyDraft(stream);
    const stored = loadEnquiry();
    setToday(schoolDay(new Date()));
    if (hasTyped(typed)) setDraft(typed);
    else if (stored && hasTyped(stored.draft)) {
      setDraft(stored.draft);
      setSent(stored.sent);
      setRestoredAt(stored.savedAt);
    }
  }, []);
  /* eslint-enable react-hooks/set-state-in-effect, react-hooks/exhaustive-deps */

  // Kept as it is typed (never before it was restored, so an empty form cannot overwrite a kept draft). A form
  // the parent empties keeps nothing (src/content/<language>/privacy.yaml says so); a form never typed in (a
  // second tab, say) leaves the kept draft alone.
  useEffect(() => {
    if (!ready.current) return;
    if (hasTyped(draft)) {
      typedHere.current = true;
      saveEnquiry({ draft, savedAt: Date.now(), ...(sent ? { sent } : {}) });
    } else if (typedHere.current) {
      typedHere.current = false;
      clearEnquiry();
    }
  }, [draft, sent]);
  // Ready from the next render on: the first pass above runs before the restored draft is in, and must not clear it.
  useEffect(() => {
    ready.current = true;
  }, []);

  // A stream chosen in the tabs or the dropdown above is what the parent is asking about.
  useEffect(() => {
    if (stream === lastStream.current) return;
    lastStream.current = stream;
    setDraft((d) => ({ ...d, applyingFor: stream }));
  }, [stream]);

  const startNew = () => {
    clearEnquiry();
    setDraft(emptyDraft(stream));
    setSent(undefined);
    setRestoredAt(null);
  };

  return {
    draft,
    setDraft,
    sent,
    setSent,
    restoredAt,
    today: today ?? schoolDay(new Date()),
    known: today !== null,
    startNew,
  };
}
