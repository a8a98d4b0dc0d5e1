/** Every English word and image of the Work With Us page. */
import { identity } from '../identity.ts';
import type { ImageName } from '../images.ts';

export const workWithUs = {
  heading: 'Shape Futures with Us',
  text: `Are you passionate about teaching and mentoring? ${identity.schoolName} invites educators and mentors who want to inspire young minds: to help ambitious boys excel in their studies and grow in character, on a residential campus where learning never stops at the classroom door.`,
  sendCv: 'Send CV',
  cvSubject: `Application: teaching at ${identity.schoolName}`,
  cvHint: `Send your CV to ${identity.email}`,
  image: 'workWithUs' as ImageName,
};

export type WorkWithUsContent = typeof workWithUs;
