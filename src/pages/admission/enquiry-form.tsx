import { useEffect, useRef, useState, type ChangeEvent, type MouseEvent } from 'react';
import { Link } from '../../ui/link.tsx';
import { useLang, useSite } from '../../content/context.tsx';
import { identity } from '../../content/identity.ts';
import type { AdmissionContent } from '../../content/index.ts';
import {
  applyingForOptions,
  checkEnquiry,
  enquiryFields,
  enquiryMessage,
  MESSAGE_MAX,
  problemText,
  type ApplyingFor,
  type EnquiryField as Field,
} from '../../lib/enquiry.ts';
import { chatLink, mailLink } from '../../lib/links.ts';
import { pagePath, paths } from '../../lib/routes.ts';
import { SCHOOL_TIME_ZONE } from '../../lib/school-time.ts';
import { streamKeys } from '../../lib/streams.ts';
import { fill } from '../../lib/text.ts';
import { useUi } from '../../state/ui-store.ts';
import { Icon } from '../../ui/icons.tsx';
import { EnquiryField, fieldId } from './enquiry-field.tsx';
import { EnquirySend, type Via } from './enquiry-send.tsx';
import { useEnquiryDraft } from './use-enquiry-draft.ts';
import './enquiry-form.css';

type Words = AdmissionContent['enquiry'];

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
 * by WhatsApp or e-mail. The draft is kept on the device (./use-enquiry-draft.ts). Problems are shown on
 * sending, then as the parent corrects them: beside each field, and in a summary at the top. Without script
 * the fields still show, with a WhatsApp chat and an e-mail link as the way to send.
 */
export function EnquiryForm({ words, streams }: { words: Words; streams: AdmissionContent['streams'] }) {
  const site = useSite();
  const lang = useLang();
  const stream = useUi((s) => s.stream);
  const form = useRef<HTMLFormElement>(null);
  const { draft, setDraft, sent, setSent, restoredAt, today, known, startNew } = useEnquiryDraft(form, stream);
  const [checking, setChecking] = useState(false);
  const [offlineAttempt, setOfflineAttempt] = useState(false);
  const [focusTick, setFocusTick] = useState(0);

  const problems = checking ? checkEnquiry(draft, today) : [];
  const problemOf = (field: Field) => {
    const problem = problems.find((p) => p.field === field);
    return problem && problemText(words.problems, problem);
  };

  // After a send with problems: focus moves to the first field to fix.
  useEffect(() => {
    if (focusTick === 0) return;
    const first = enquiryFields.find((field) => checkEnquiry(draft, today).some((p) => p.field === field));
    if (first) document.getElementById(fieldId(first))?.focus();
    // Only when a send was refused, not as the parent types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTick]);

  const options = {
    ...Object.fromEntries(streamKeys.map((key) => [key, streams[key].label])),
    highSchool: words.highSchool,
  } as Record<ApplyingFor, string>;
  const locale = lang === 'ml' ? 'ml-IN' : 'en-IN';
  const message = enquiryMessage(draft, { subject: words.subject, labels: words.labels, options, locale });
  const hrefOf = (via: Via) =>
    via === 'whatsapp' ? chatLink(identity.whatsappNumber, message.body) : mailLink(identity.email, message);

  const control = (field: Field) => ({
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setDraft((d) => ({ ...d, [field]: value }));
      setOfflineAttempt(false);
    },
  });

  const send = (via: Via) => {
    setChecking(true);
    if (checkEnquiry(draft, today).length > 0) {
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

  const newEnquiry = () => {
    startNew();
    setChecking(false);
    setOfflineAttempt(false);
    document.getElementById(fieldId('parentName'))?.focus();
  };

  const goTo = (field: Field) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(fieldId(field))?.focus();
  };

  const when = (at: number) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: SCHOOL_TIME_ZONE,
    }).format(at);
  const length = [...draft.message].length;
  const { labels } = words;

  return (
    // The send buttons are not submit buttons: pressing Enter in a field never sends (or, before the app has
    // started, reloads the page with the answers in its address).
    <form ref={form} className="enquiry__form" noValidate onSubmit={(event) => event.preventDefault()}>
      <p className="enquiry__privacy">
        <Icon name="lock" size={18} />
        <span>
          {words.privacy} <Link to={pagePath(paths.privacy, lang)}>{site.nav.privacy}</Link>
        </span>
      </p>

      {problems.length > 0 && (
        <div className="enquiry__summary" role="alert">
          <h3>{words.summaryHeading}</h3>
          <ul>
            {problems.map((problem) => (
              <li key={problem.field}>
                <a href={`#${fieldId(problem.field)}`} onClick={goTo(problem.field)}>
                  {problemText(words.problems, problem)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {restoredAt !== null && !sent && (
        <p className="enquiry__notice" role="status">
          {fill(words.restored, { when: when(restoredAt) })}
        </p>
      )}

      <div className="enquiry__fields">
        <EnquiryField field="parentName" label={labels.parentName} problem={problemOf('parentName')}>
          {(tie) => <input {...tie} {...control('parentName')} type="text" autoComplete="name" />}
        </EnquiryField>
        <EnquiryField field="studentName" label={labels.studentName} problem={problemOf('studentName')}>
          {(tie) => <input {...tie} {...control('studentName')} type="text" autoComplete="off" />}
        </EnquiryField>
        <EnquiryField field="applyingFor" label={labels.applyingFor} problem={problemOf('applyingFor')}>
          {(tie) => (
            <select {...tie} {...control('applyingFor')}>
              {applyingForOptions.map((option) => (
                <option key={option} value={option}>
                  {options[option]}
                </option>
              ))}
            </select>
          )}
        </EnquiryField>
        <EnquiryField field="phone" label={labels.phone} hint={words.phoneHint} problem={problemOf('phone')}>
          {(tie) => <input {...tie} {...control('phone')} type="tel" inputMode="tel" autoComplete="tel" />}
        </EnquiryField>
        <EnquiryField
          field="visitDate"
          label={labels.visitDate}
          optional={words.optional}
          hint={words.visitHint}
          problem={problemOf('visitDate')}
        >
          {(tie) => <input {...tie} {...control('visitDate')} type="date" min={known ? today : undefined} />}
        </EnquiryField>
        <EnquiryField
          field="message"
          label={labels.message}
          optional={words.optional}
          problem={problemOf('message')}
          wide
        >
          {(tie) => (
            <>
              <textarea
                {...tie}
                {...control('message')}
                rows={4}
                aria-describedby={[tie['aria-describedby'], `${fieldId('message')}-count`].filter(Boolean).join(' ')}
              />
              <p
                className="enquiry__count"
                id={`${fieldId('message')}-count`}
                data-over={length > MESSAGE_MAX || undefined}
              >
                {fill(words.count, { n: length, max: MESSAGE_MAX })}
              </p>
            </>
          )}
        </EnquiryField>
      </div>

      <EnquirySend
        words={words}
        sent={sent}
        offlineAttempt={offlineAttempt}
        hrefOf={hrefOf}
        onSend={send}
        onNew={newEnquiry}
      />
    </form>
  );
}
