import type { ImageName } from '../content/images.ts';
import { SitePicture } from './site-picture.tsx';
import { Reveal } from '../ui/reveal.tsx';
import './banner.css';

interface BannerProps {
  heading: string;
  statements: readonly string[];
  photo: ImageName;
  photoCaption: string;
}

/** 'An Exclusive Higher Secondary Residential Campus for boys', its three statements and the large photo. */
export function Banner({ heading, statements, photo, photoCaption }: BannerProps) {
  return (
    <section className="banner section" aria-labelledby="banner-heading">
      <div className="container">
        <Reveal>
          <h2 id="banner-heading" className="banner__heading">
            {heading}
          </h2>
        </Reveal>
        <ol className="banner__statements">
          {statements.map((statement, i) => (
            <li key={statement}>
              <Reveal delay={i + 1}>
                <span className="banner__number" aria-hidden="true">
                  0{i + 1}
                </span>
                <p>{statement}</p>
              </Reveal>
            </li>
          ))}
        </ol>
        <Reveal>
          <figure className="banner__figure">
            <SitePicture
              name={photo}
              sizes="(min-width: 1550px) 1454px, calc(100vw - 2 * var(--gutter))"
              className="banner__picture"
            />
            <figcaption>{photoCaption}</figcaption>
          </figure>
        </Reveal>
      </div>
    </section>
  );
}
