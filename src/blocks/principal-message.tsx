import type { ImageName } from '../content/images.ts';
import { SitePicture } from './site-picture.tsx';
import { Reveal } from '../ui/reveal.tsx';
import { Heading } from '../ui/heading.tsx';
import './principal-message.css';

interface PrincipalMessageProps {
  eyebrow: string;
  heading: string;
  portrait: ImageName;
  paragraphs: readonly string[];
  signature: string;
}

/** The Principal's message: portrait beside the text on wide screens, above it on narrow ones. */
export function PrincipalMessage({ eyebrow, heading, portrait, paragraphs, signature }: PrincipalMessageProps) {
  return (
    <section className="principal section" aria-labelledby="principal-heading">
      <Reveal className="container principal__layout">
        <SitePicture name={portrait} sizes="(min-width: 1024px) 360px, 200px" className="principal__portrait" />
        <div>
          <Heading id="principal-heading" eyebrow={eyebrow}>
            {heading}
          </Heading>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="principal__text">
              {paragraph}
            </p>
          ))}
          <p className="principal__signature">{signature}</p>
        </div>
      </Reveal>
    </section>
  );
}
