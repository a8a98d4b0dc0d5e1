import { useSite } from '../../content/context.tsx';
import { identity } from '../../content/identity.ts';
import type { AdmissionContent } from '../../content/index.ts';
import type { StoredEnquiry } from '../../lib/enquiry-draft.ts';
import { chatLink, mailLink } from '../../lib/links.ts';
import { ExternalLink } from '../../ui/external-link.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useOnline } from '../../ui/use-online.ts';

export type Via = 'whatsapp' | 'email';

interface EnquirySendProps {
  words: AdmissionContent['enquiry'];
  /** When the enquiry was last sent, and how; absent until then. */
  sent: StoredEnquiry['sent'];
  /** The parent pressed send while offline, so nothing opened: said while the browser is still offline. */
  offlineAttempt: boolean;
  /** The WhatsApp or e-mail link that carries the enquiry as it stands. */
  hrefOf: (via: Via) => string;
  onSend: (via: Via) => void;
  onNew: () => void;
}

/**
 * How the enquiry leaves the form (./enquiry-form.tsx): with script, the two send buttons and what came of
 * pressing them; without script, the school's WhatsApp chat and e-mail as plain links.
 */
export function EnquirySend({ words, sent, offlineAttempt, hrefOf, onSend, onNew }: EnquirySendProps) {
  const site = useSite();
  const online = useOnline();
  return (
    <>
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
        <button type="button" className="button button--primary" onClick={() => onSend('whatsapp')}>
          <Icon name="whatsapp" />
          {words.sendWhatsApp}
        </button>
        <button type="button" className="button button--ghost enquiry__email" onClick={() => onSend('email')}>
          <Icon name="mail" />
          {words.sendEmail}
        </button>
        {sent && (
          <button type="button" className="button button--ghost enquiry__new" onClick={onNew}>
            {words.startNew}
          </button>
        )}
      </div>

      {/* Without script (CSS `scripting: none`): the school's WhatsApp chat and e-mail, as plain links. */}
      <div className="enquiry__no-js">
        <p>{words.noScript}</p>
        <div className="enquiry__actions">
          <ExternalLink
            className="button button--primary"
            href={chatLink(identity.whatsappNumber, words.noScriptGreeting)}
            newTabNote={site.newTab}
          >
            <Icon name="whatsapp" />
            {words.noScriptChat}
          </ExternalLink>
          <a
            className="button button--ghost enquiry__email"
            href={mailLink(identity.email, { subject: words.subject })}
          >
            <Icon name="mail" />
            {words.noScriptEmail}
          </a>
        </div>
      </div>
    </>
  );
}
