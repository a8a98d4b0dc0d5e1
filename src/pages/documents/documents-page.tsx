import { ShareLink } from '../../blocks/share-link.tsx';
import { PageIntro } from '../../blocks/page-intro.tsx';
import type { DocumentView, DocumentsContent } from '../../content/index.ts';
import { documentKinds, type DocumentKind } from '../../content/kinds.ts';
import { fill } from '../../lib/text.ts';
import { Icon } from '../../ui/icons.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useKept } from './use-kept.ts';
import './documents-page.css';

const newestFirst = (a: DocumentView, b: DocumentView) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

/** "Keep on this phone", once the app runs: the PDF is saved to open without a signal. */
function Keep({ doc, words }: { doc: DocumentView; words: DocumentsContent }) {
  const { state, keep } = useKept(doc.file);
  if (state === 'unknown') return null;
  if (state === 'kept')
    return (
      <p className="document__kept" role="status">
        <Icon name="check" />
        {words.kept}
      </p>
    );
  return (
    <>
      <button
        type="button"
        className="button button--ghost document__keep"
        onClick={keep}
        disabled={state === 'keeping'}
      >
        {words.keep}
      </button>
      {state === 'failed' && (
        <p className="document__failed" role="alert">
          {words.notKept}
        </p>
      )}
    </>
  );
}

function DocumentItem({ doc, words }: { doc: DocumentView; words: DocumentsContent }) {
  const hydrated = useHydrated();
  return (
    <li className="document" data-expired={doc.expired || undefined}>
      <h3 className="document__title">
        <a href={doc.file}>{doc.title}</a>
      </h3>
      <p className="document__meta">
        <time dateTime={doc.date}>{doc.dateText}</time>
        <span>{fill(words.size, { size: doc.sizeText })}</span>
        <span>{words.languages[doc.language]}</span>
      </p>
      {doc.expired ? (
        <p className="document__expired">{words.expired}</p>
      ) : (
        doc.untilText && <p className="document__until">{fill(words.validUntil, { date: doc.untilText })}</p>
      )}
      {doc.note && <p className="document__note">{doc.note}</p>}
      {!doc.expired && <ShareLink title={doc.title} day={doc.dateText} path={doc.file} />}
      {/* Its place is kept from the first paint, so nothing moves when the app adds the button. */}
      {!doc.expired && <div className="document__keep-slot">{hydrated && <Keep doc={doc} words={words} />}</div>}
    </li>
  );
}

/** Documents of each kind, newest first, under the kind's name. */
function ByKind({ documents, words }: { documents: DocumentView[]; words: DocumentsContent }) {
  return (Object.keys(documentKinds) as DocumentKind[]).map((kind) => {
    const ofKind = documents.filter((doc) => doc.kind === kind).sort(newestFirst);
    if (ofKind.length === 0) return null;
    return (
      <section key={kind} className="documents__kind" aria-labelledby={`documents-${kind}`}>
        <h2 id={`documents-${kind}`}>{words.kinds[kind]}</h2>
        <ul className="entry-list">
          {ofKind.map((doc) => (
            <DocumentItem key={doc.slug} doc={doc} words={words} />
          ))}
        </ul>
      </section>
    );
  });
}

/**
 * /documents: the school's PDFs grouped by kind, newest first, each with its date, language and size; those past
 * their valid-until day marked and moved under "Past documents", never shown as current.
 */
export default function DocumentsPage({ content }: { content: DocumentsContent }) {
  const current = content.documents.filter((doc) => !doc.expired);
  const past = content.documents.filter((doc) => doc.expired).sort(newestFirst);
  return (
    <>
      <PageIntro heading={content.intro.heading} text={content.intro.text} />
      <div className="container documents">
        <ByKind documents={current} words={content} />
        {past.length > 0 && (
          <section className="documents__kind documents__past" aria-labelledby="documents-past">
            <h2 id="documents-past">{content.past}</h2>
            <ul className="entry-list">
              {past.map((doc) => (
                <DocumentItem key={doc.slug} doc={doc} words={content} />
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
