import { useState } from 'react';
import type { HomeContent } from '../content/index.ts';
import { SitePicture } from './site-picture.tsx';
import { Reveal } from '../ui/reveal.tsx';
import { useTabs } from '../ui/use-tabs.ts';
import { Heading } from '../ui/heading.tsx';
import './things-to-know.css';

type TopicKey = keyof HomeContent['thingsToKnow']['topics'];
const topicKeys: readonly TopicKey[] = ['whatAndWhy', 'whyChoose'];

/**
 * '#ThingsToKnow'. Large screens: two selectable entries (tabs) with the chosen text on the right.
 * Tablets: both texts stacked. Phones: a horizontally scrolling row of cards. One markup; CSS switches.
 */
export function ThingsToKnow({
  eyebrow,
  heading,
  tabsLabel,
  topics: byKey,
  student,
  plant,
  quote,
  groupPhoto,
}: HomeContent['thingsToKnow']) {
  const topics = topicKeys.map((key) => ({ key, ...byKey[key] }));
  const [selected, setSelected] = useState<TopicKey>('whatAndWhy');
  const tabs = useTabs('things', topicKeys, selected, setSelected);

  return (
    <section className="things section" aria-labelledby="things-heading">
      <div className="container">
        <Reveal>
          <Heading id="things-heading" eyebrow={eyebrow}>
            {heading}
          </Heading>
        </Reveal>
        <div className="things__layout">
          <div className="things__aside">
            <div className="things__tabs" aria-label={tabsLabel} {...tabs.tablist}>
              {topics.map((topic) => (
                <button key={topic.key} className="things__tab" {...tabs.tab(topic.key)}>
                  {topic.title}
                </button>
              ))}
            </div>
            <div className="things__art">
              <SitePicture name={student} sizes="(min-width: 1024px) 220px, 160px" className="things__student" />
              <SitePicture name={plant} sizes="(min-width: 1024px) 120px, 90px" className="things__plant" />
            </div>
            <blockquote className="things__quote">
              <p>{quote}</p>
            </blockquote>
          </div>
          <div className="things__panels">
            {topics.map((topic) => (
              <div key={topic.key} className="things__panel" {...tabs.panel(topic.key)}>
                <h3>{topic.title}</h3>
                {topic.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            ))}
          </div>
        </div>
        <Reveal>
          <SitePicture
            name={groupPhoto}
            sizes="(min-width: 1550px) 1454px, calc(100vw - 2 * var(--gutter))"
            className="things__group"
          />
        </Reveal>
      </div>
    </section>
  );
}
