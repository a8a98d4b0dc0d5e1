import type { ReactNode } from 'react';
import type { ImageName } from '../content/images.ts';
import { Heading } from '../ui/heading.tsx';
import { SitePicture } from './site-picture.tsx';
import './page-intro.css';

interface PageIntroProps {
  eyebrow?: string;
  heading: ReactNode;
  text?: string;
  image?: ImageName;
  phoneImage?: ImageName;
  children?: ReactNode;
}

/** The top of an inner page: its one h1, a short intro and, when given, the page's hero image (high priority). */
export function PageIntro({ eyebrow, heading, text, image, phoneImage, children }: PageIntroProps) {
  return (
    <header className="page-intro" data-image={image ? true : undefined}>
      {image && (
        <SitePicture
          name={image}
          art={phoneImage ? { media: '--phone', name: phoneImage } : undefined}
          sizes="100vw"
          priority
          className="page-intro__picture"
        />
      )}
      <div className="page-intro__text container">
        <Heading level={1} eyebrow={eyebrow} lead={text}>
          {heading}
        </Heading>
        {children}
      </div>
    </header>
  );
}
