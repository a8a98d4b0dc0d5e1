import { useEffect, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { useSite } from '../../content/context.tsx';
import { identity } from '../../content/identity.ts';
import type { AdmissionContent } from '../../content/index.ts';
import { SCHOOL_TIME_ZONE, schoolDay } from '../../lib/school-time.ts';
import { applyingForOptions, checkEnquiry, emptyDraft, enquiryFields, enquiryMessage, MESSAGE_MAX, type ApplyingFor, type EnquiryDraft, type EnquiryField } from '../../lib/enquiry.ts';
import { clearEnquiry, hasTyped, loadEnquiry, saveEnquiry, type StoredEnquiry } from '../../lib/enquiry-draft.ts';
import { chatLink, mailLink } from '../../lib/links.ts';
import { useUi } from '../../state/ui-store.ts';
import { ExternalLink } from '../../ui/external-link.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useOnline } from '../../ui/use-online.ts';
import './enquiry-form.css';

type Via = 'whatsapp' | 'email';
const fieldId = (field: EnquiryField) => `enquiry-${field}`;

/** The fields as the browser holds them: what was typed before the app started is read back from here. */
function readForm(form: HTMLFormElement, fallback: EnquiryDraft): EnquiryDraft {
  const value = (field: EnquiryField) => (form.elements.namedItem(field) as HTMLInputElement | null)?.value ?? fallback[field];
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

/** Open WhatsApp (a new tab) or the e-mail app with the message; returns when. */
function openEnquiry(via: Via, href: string): number {
  if (via === 'whatsapp') {
    const chat = window.open(href, '_blank');
    if (chat) chat.opener = null;
  } else {
    window.location.assign(href);
  }
  return Date.now();
}

/**
 * The admission enquiry: a short form whose answers go, as one structured message in the page's language,
 * by WhatsApp or e-mail. The draft is kept on the device as it is typed (src/lib/enquiry-draft.ts) and comes
 * back after a reload, a closed tab or offline; only "Start a new enquiry" clears it. Problems are shown on
 * sending, then as the parent corrects them: beside each field, and in a summary at the top. Without script
 * the fields still show, with a WhatsApp chat and an e-mail link as the way to send.
 */
export function EnquiryForm({ words, streams }: { words: AdmissionContent['enquiry']; streams: AdmissionContent['streams'] }) {
  const site = useSite();
  const stream = useUi((s) => s.stream);
  const online = useOnline();
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<EnquiryDraft>(() => emptyDraft(stream));
  const [sent, setSent] = useState<StoredEnquiry['sent']>(undefined);
  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const [today, setToday] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [offlineAttempt, setOfflineAttempt] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const ready = useRef(false);
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
    ready.current = true;
  }, []);
  /* eslint-enable react-hooks/set-state-in-effect, react-hooks/exhaustive-deps */

  // Kept as it is typed (never before it was restored, so an empty form cannot overwrite a kept draft).
  useEffect(() => {
    if (ready.current && hasTyped(draft)) saveEnquiry({ draft, savedAt: Date.now(), ...(sent ? { sent } : {}) });
  }, [draft, sent]);

  // A stream chosen in the tabs or the dropdown above is what the parent is asking about.
  useEffect(() => {
    if (stream === lastStream.current) return;
    lastStream.current = stream;
    setDraft((d) => ({ ...d, applyingFor: stream }));
  }, [stream]);

  const problems = checking ? checkEnquiry(draft, today ?? schoolDay(new Date())) : [];
  const problemOf = (field: EnquiryField) => problems.find((p) => p.field === field);

  // After a send with problems: focus moves to the first field to fix.
  useEffect(() => {
    if (focusTick === 0) return;
    const first = enquiryFields.find((field) => checkEnquiry(draft, today ?? schoolDay(new Date())).some((p) => p.field === field));
    if (first) document.getElementById(fieldId(first))?.focus();
    // Only when a send was refused, not as the parent types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTick]);

  const options: Record<ApplyingFor, string> = {
    ...(Object.fromEntries(streams.map((s) => [s.key, s.label])) as Record<ApplyingFor, string>),
    highSchool: words.highSchool,
  };
  const message = enquiryMessage(draft, { subject: words.subject, labels: words.labels, options, locale: words.locale });
  const hrefOf = (via: Via) => (via === 'whatsapp' ? chatLink(identity.whatsappNumber, message.body) : mailLink(identity.email, message));

  const change = (field: EnquiryField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const value = event.target.value;
    setDraft((d) => ({ ...d, [field]: value }));
    setOfflineAttempt(false);
  };

  const send = (via: Via) => {
    setChecking(true);
    if (checkEnquiry(draft, today ?? schoolDay(new Date())).length > 0) {
      setFocusTick((n) => n + 1);
      return;
    }
    if (!navigator.onLine) {
      // Nothing opens: the draft stays, and the parent is told why.
      setOfflineAttempt(true);
      return;
    }
    setOfflineAttempt(false);
    setSent({ at: openEnquiry(via, hrefOf(via)), via });
  };

  const startNew = () => {
    clearEnquiry();
    setDraft(emptyDraft(stream));
    setSent(undefined);
    setRestoredAt(null);
    setChecking(false);
    setOfflineAttempt(false);
    document.getElementById(fieldId('parentName'))?.focus();
  };

  const goTo = (field: EnquiryField) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(fieldId(field))?.focus();
  };

  const when = (at: number) =>
    new Intl.DateTimeFormat(words.locale, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: SCHOOL_TIME_ZONE }).format(at);

  /** Label, hint and problem of a field, and the props that tie the control to them. */
  const describe = (field: EnquiryField, hint?: string) => {
    const problem = problemOf(field);
    const ids = [hint && `${fieldId(field)}-hint`, problem && `${fieldId(field)}-problem`].filter(Boolean).join(' ');
    return {
      control: {
        id: fieldId(field),
        name: field,
        value: draft[field],
        onChange: change(field),
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': ids || undefined,
      },
      notes: (
        <>
          {hint && (
            <p className="enquiry__hint" id={`${fieldId(field)}-hint`}>
              {hint}
            </p>
          )}
          {problem && (
            <p className="enquiry__problem" id={`${fieldId(field)}-problem`}>
              <Icon name="alert" size={18} />
              {words.problem(problem)}
            </p>
          )}
        </>
      ),
    };
  };

  const parent = describe('parentName');
  const student = describe('studentName');
  const applying = describe('applyingFor');
  const phone = describe('phone', words.phoneHint);
  const visit = describe('visitDate', words.visitHint);
  const note = describe('message');
  const length = [...draft.message].length;
  const optional = <span className="enquiry__optional"> ({words.optional})</span>;

  return (
    // The send buttons are not submit buttons: pressing Enter in a field never sends (or, before the app has
    // started, reloads the page with the answers in its address).
    <form ref={form} className="enquiry__form" noValidate onSubmit={(event) => event.preventDefault()}>
      <p className="enquiry__privacy">
        <Icon name="lock" size={18} />
        {words.privacy}
      </p>

      {problems.length > 0 && (
        <div className="enquiry__summary" role="alert">
          <h3>{words.summaryHeading}</h3>
          <ul>
            {problems.map((problem) => (
              <li key={problem.field}>
                <a href={`#${fieldId(problem.field)}`} onClick={goTo(problem.field)}>
                  {words.problem(problem)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {restoredAt !== null && !sent && (
        <p className="enquiry__notice" role="status">
          {words.restored(when(restoredAt))}
        </p>
      )}

      <div className="enquiry__fields">
        <div className="enquiry__field" data-invalid={problemOf('parentName') ? true : undefined}>
          <label htmlFor={fieldId('parentName')}>{words.labels.parentName}</label>
          {parent.notes}
          <input {...parent.control} type="text" autoComplete="name" />
        </div>
        <div className="enquiry__field" data-invalid={problemOf('studentName') ? true : undefined}>
          <label htmlFor={fieldId('studentName')}>{words.labels.studentName}</label>
          {student.notes}
          <input {...student.control} type="text" autoComplete="off" />
        </div>
        <div className="enquiry__field">
          <label htmlFor={fieldId('applyingFor')}>{words.labels.applyingFor}</label>
          {applying.notes}
          <select {...applying.control}>
            {applyingForOptions.map((option) => (
              <option key={option} value={option}>
                {options[option]}
              </option>
            ))}
          </select>
        </div>
        <div className="enquiry__field" data-invalid={problemOf('phone') ? true : undefined}>
          <label htmlFor={fieldId('phone')}>{words.labels.phone}</label>
          {phone.notes}
          <input {...phone.control} type="tel" inputMode="tel" autoComplete="tel-national" />
        </div>
        <div className="enquiry__field" data-invalid={problemOf('visitDate') ? true : undefined}>
          <label htmlFor={fieldId('visitDate')}>
            {words.labels.visitDate}
            {optional}
          </label>
          {visit.notes}
          <input {...visit.control} type="date" min={today ?? undefined} />
        </div>
        <div className="enquiry__field enquiry__field--wide" data-invalid={problemOf('message') ? true : undefined}>
          <label htmlFor={fieldId('message')}>
            {words.labels.message}
            {optional}
          </label>
          {note.notes}
          <textarea {...note.control} rows={4} aria-describedby={[note.control['aria-describedby'], `${fieldId('message')}-count`].filter(Boolean).join(' ')} />
          <p className="enquiry__count" id={`${fieldId('message')}-count`} data-over={length > MESSAGE_MAX || undefined}>
            {words.count(length, MESSAGE_MAX)}
          </p>
        </div>
      </div>

      {offlineAttempt && !online && (
        <p className="enquiry__notice enquiry__notice--warning" role="alert">
          {words.offline}
        </p>
      )}
      {sent && (
        <div className="enquiry__notice enquiry__notice--done" role="status">
          <p>{words.sent[sent.via]}</p>
          <ExternalLink href={hrefOf(sent.via)} newTabNote={site.newTab}>
            {words.openAgain[sent.via]}
          </ExternalLink>
        </div>
      )}

      <div className="enquiry__actions js-only">
        <button type="button" className="button button--primary" onClick={() => send('whatsapp')}>
          <Icon name="whatsapp" />
          {words.sendWhatsApp}
        </button>
        <button type="button" className="button button--ghost enquiry__email" onClick={() => send('email')}>
          <Icon name="mail" />
          {words.sendEmail}
        </button>
        {sent && (
          <button type="button" className="button button--ghost enquiry__new" onClick={startNew}>
            {words.startNew}
          </button>
        )}
      </div>

      {/* Without script (CSS `scripting: none`): the school's WhatsApp chat and e-mail, as plain links. */}
      <div className="enquiry__no-js">
        <p>{words.noScript}</p>
        <div className="enquiry__actions">
          <ExternalLink className="button button--primary" href={chatLink(identity.whatsappNumber, words.noScriptGreeting)} newTabNote={site.newTab}>
            <Icon name="whatsapp" />
            {words.noScriptChat}
          </ExternalLink>
          <a className="button button--ghost enquiry__email" href={mailLink(identity.email, { subject: words.subject })}>
            <Icon name="mail" />
            {words.noScriptEmail}
          </a>
        </div>
      </div>
    </form>
  );
}
