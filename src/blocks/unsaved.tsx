import { PageIntro } from './page-intro.tsx';
import { useSite } from '../content/context.tsx';

/**
 * In place of a page this phone never opened, without a signal (src/content/page-data-html.ts, UNAVAILABLE): what it is,
 * and a button to ask again, which loads the page afresh once the signal is back.
 */
export function Unsaved({ eyebrow }: { eyebrow: string }) {
  const { unsaved } = useSite();
  return (
    <PageIntro eyebrow={eyebrow} heading={unsaved.heading} text={unsaved.text}>
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {unsaved.reload}
      </button>
    </PageIntro>
  );
}
