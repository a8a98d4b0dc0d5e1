import { useEffect, useRef } from 'react';
import { PageIntro } from '../../blocks/page-intro.tsx';
import { useSite } from '../../content/context.tsx';
import { identity } from '../../content/identity.ts';
import type { AdmissionContent } from '../../content/index.ts';
import { isStream, streamKeys } from '../../lib/streams.ts';
import { chatLink } from '../../lib/links.ts';
import { fill } from '../../lib/text.ts';
import { useUi } from '../../state/ui-store.ts';
import { ExternalLink } from '../../ui/external-link.tsx';
import { Icon } from '../../ui/icons.tsx';
import { SitePicture } from '../../blocks/site-picture.tsx';
import { Reveal } from '../../ui/reveal.tsx';
import { useTabs } from '../../ui/use-tabs.ts';
import { EnquiryForm } from './enquiry-form.tsx';
import { Fees, HowToApply } from './apply-and-fees.tsx';
import { Heading } from '../../ui/heading.tsx';
import './admission-page.css';

const ENQUIRY_ID = 'enquiry';

/**
 * The three streams. Every stream's subjects are in the served HTML: without script they are all shown, one
 * after another. With the app, wide screens get tabs and phones a native dropdown, showing one at a time.
 */
function StreamPicker({ streams: byKey, open }: Pick<AdmissionContent, 'streams' | 'open'>) {
  const streams = streamKeys.map((key) => ({ key, ...byKey[key] }));
  const stream = useUi((s) => s.stream);
  const setStream = useUi((s) => s.setStream);
  const tabs = useTabs('stream', streamKeys, stream, setStream);
  const select = useRef<HTMLSelectElement>(null);

  useEffect(() => {
    // A stream chosen in the dropdown before the app had started: the dropdown's own value wins.
    const chosen = select.current?.value ?? '';
    if (isStream(chosen) && chosen !== useUi.getState().stream) setStream(chosen);
  }, [setStream]);

  return (
    <>
      {/* Wide screens: tabs. Phones: a native select, which closes itself after a choice. */}
      <div className="streams__tabs" aria-label={open.tabsLabel} {...tabs.tablist}>
        {streams.map((s) => (
          <button key={s.key} className="streams__tab" {...tabs.tab(s.key)}>
            {s.label}
          </button>
        ))}
      </div>
      <label className="streams__select">
        <span>{open.selectLabel}</span>
        <select
          ref={select}
          value={stream}
          onChange={(event) => isStream(event.target.value) && setStream(event.target.value)}
        >
          {streams.map((s) => (
            <option key={s.key} value={s.key}>
              {s.label}
            </option>
          ))}
        </select>
      </label>

      {streams.map((s) => (
        <div key={s.key} className="streams__panel" {...tabs.panel(s.key)}>
          <h3 className="visually-hidden-with-js">{fill(open.subjectsLabel, { stream: s.label })}</h3>
          <ul className="streams__subjects">
            {s.subjects.map((subject) => (
              <li key={subject.name} className="subject-card">
                <SitePicture
                  name={subject.image}
                  sizes="(min-width: 1024px) 260px, (min-width: 640px) 30vw, 45vw"
                  decorative
                />
                <span>{subject.name}</span>
              </li>
            ))}
          </ul>
          {/* To the enquiry below, where this stream is already chosen. */}
          <a className="button button--primary" href={`#${ENQUIRY_ID}`}>
            {open.enquire}: {s.label}
            <Icon name="arrowRight" />
          </a>
        </div>
      ))}
    </>
  );
}

export default function AdmissionPage({ content }: { content: AdmissionContent }) {
  const { banner, aceHigherEducation: ace, open, streams, apply, fees, admissionWindow, payPage, enquiry } = content;
  const site = useSite();
  return (
    <>
      <PageIntro heading={banner.heading} text={banner.text} image={banner.image} phoneImage={banner.phoneImage} />

      <section className="section admission-ace" aria-labelledby="ace-heading">
        <div className="container admission-ace__layout">
          <Reveal>
            <h2 id="ace-heading">{ace.heading}</h2>
            <div className="admission-ace__cards">
              <article className="admission-ace__card">
                <h3>{ace.visit.title}</h3>
                <p>{ace.visit.text}</p>
                <ExternalLink
                  className="button button--primary"
                  href={chatLink(identity.whatsappNumber, ace.visit.chatMessage)}
                  newTabNote={site.newTab}
                >
                  {ace.visit.link}
                </ExternalLink>
              </article>
              <article className="admission-ace__card">
                <h3>{ace.film.title}</h3>
                <p>{ace.film.text}</p>
                <ExternalLink className="button button--ghost" href={identity.filmUrl} newTabNote={site.newTab}>
                  <Icon name="play" />
                  {ace.film.link}
                </ExternalLink>
              </article>
            </div>
          </Reveal>
          <Reveal delay={1}>
            <SitePicture name={ace.image} sizes="(min-width: 1024px) 45vw, 100vw" className="admission-ace__picture" />
          </Reveal>
        </div>
      </section>

      <section className="section streams" aria-labelledby="streams-heading">
        <div className="container">
          <Heading id="streams-heading" eyebrow={open.eyebrow}>
            {open.heading}
          </Heading>
          <StreamPicker streams={streams} open={open} />
        </div>
      </section>

      <HowToApply apply={apply} admissionWindow={admissionWindow} />
      <Fees fees={fees} admissionWindow={admissionWindow} payPage={payPage} />

      <section id={ENQUIRY_ID} className="section enquiry" aria-labelledby="enquiry-heading">
        <div className="container enquiry__layout">
          <div>
            <Heading id="enquiry-heading" eyebrow={enquiry.eyebrow} lead={enquiry.intro}>
              {enquiry.heading}
            </Heading>
          </div>
          <EnquiryForm words={enquiry} streams={streams} />
        </div>
      </section>
    </>
  );
}
