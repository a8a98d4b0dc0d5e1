import type { ImageName } from '../content/images.ts';
import { SitePicture } from './site-picture.tsx';
import './ideal-campus.css';

/** The full-width ideal-campus image, at three heights (phone, medium, large). */
export function IdealCampus({ image }: { image: ImageName }) {
  return <SitePicture name={image} sizes="100vw" className="ideal-campus" />;
}
