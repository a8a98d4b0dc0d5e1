/** The core team in Malayalam: the shape of src/content/en/core-team.ts (positions only, no invented names). */
import type { CoreTeamContent } from '../en/core-team.ts';

export const coreTeam: CoreTeamContent = {
  eyebrow: 'നേതൃത്വം',
  heading: 'സ്കൂളിനെ നയിക്കുന്നവർ',
  text: 'ഓരോ വിദ്യാർഥിയുടെയും പഠനത്തിനും ക്യാമ്പസിലെ താമസജീവിതത്തിനും ഞങ്ങളുടെ നേതൃത്വം വഴികാട്ടുന്നു.',
  members: [
    { id: 'director', position: 'ഡയറക്ടർ', image: 'teamDirector' },
    { id: 'principal', position: 'ഹയർ സെക്കൻഡറി പ്രിൻസിപ്പൽ', image: 'teamPrincipal' },
    { id: 'coordinator', position: 'റസിഡൻഷ്യൽ പ്രോഗ്രാം കോഓർഡിനേറ്റർ', image: 'teamCoordinator' },
  ],
};
