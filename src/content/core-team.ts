/** The core team. The spec gives positions only: a name appears on a card only once the school supplies it. */
import type { ImageName } from './images.ts';

export interface TeamMember {
  id: string;
  /** Leave undefined until the school confirms the person's name (see README, "Images"). */
  name?: string;
  position: string;
  image: ImageName;
}

export const coreTeam = {
  eyebrow: 'Core Team',
  heading: 'The people who lead the school',
  text: 'Our leadership team guides the academic programme and the residential life of every student.',
  members: [
    { id: 'director', position: 'Director', image: 'teamDirector' },
    { id: 'principal', position: 'Higher Secondary Principal', image: 'teamPrincipal' },
    { id: 'coordinator', position: 'Residential Program Coordinator', image: 'teamCoordinator' },
  ] satisfies TeamMember[] as TeamMember[],
};
