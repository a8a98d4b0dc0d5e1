/** The core team, in English. The spec gives positions only: a name appears on a card only once the school supplies it. */
import type { TeamMember } from '../types.ts';

export const coreTeam = {
  eyebrow: 'Core Team',
  heading: 'The people who lead the school',
  text: 'Our leadership team guides the academic programme and the residential life of every student.',
  members: [
    { id: 'director', position: 'Director', image: 'teamDirector' },
    { id: 'principal', position: 'Higher Secondary Principal', image: 'teamPrincipal' },
    { id: 'coordinator', position: 'Residential Program Coordinator', image: 'teamCoordinator' },
  ] as TeamMember[],
};

export type CoreTeamContent = typeof coreTeam;
