/** The Academic page in Malayalam: the shape of src/content/en/academic.ts. */
import type { AcademicContent } from '../en/academic.ts';
import { identity } from '../identity.ts';

const name = identity.schoolName;

export const academic: AcademicContent = {
  cover: {
    eyebrow: 'അക്കാദമിക്',
    heading: 'ജീവിതം മാറ്റിമറിക്കുന്ന പഠനാനുഭവത്തിനായി',
    text: 'രണ്ട് അക്കാദമിക് വിഭാഗങ്ങളും ഒരു കൂട്ടം ആഡ്-ഓൺ പ്രോഗ്രാമുകളും ഓരോ കുട്ടിയെയും വരാനിരിക്കുന്ന പരീക്ഷകൾക്കും അതിനപ്പുറമുള്ള ജീവിതത്തിനും ഒരുക്കുന്നു.',
    image: 'academicCover',
  },
  divisions: {
    heading: 'ഞങ്ങളുടെ അക്കാദമിക് വിഭാഗങ്ങൾ',
    previous: 'മുമ്പത്തെ വിഭാഗം',
    next: 'അടുത്ത വിഭാഗം',
    label: 'അക്കാദമിക് വിഭാഗങ്ങൾ',
    admissionLink: 'അഡ്മിഷൻ വിവരങ്ങൾ',
    cards: [
      {
        type: 'content',
        id: 'one',
        title: `${name} One`,
        subtitle: 'ഹൈസ്കൂൾ',
        content:
          'സംസ്ഥാന അംഗീകാരമുള്ള ഇംഗ്ലീഷ് മീഡിയം സ്കൂൾ. ഒരു സംയോജിത വിദ്യാഭ്യാസ ബോർഡ് നിർദേശിക്കുന്ന ഖുർആൻ, മോറൽ സയൻസ് പഠനവും, പ്രവേശന പരീക്ഷകൾക്കും മത്സരപരീക്ഷകൾക്കുമായി ഫൗണ്ടേഷൻ കോഴ്സ് സ്മാർട്ട് പ്ലസും.',
        gradient: 'linear-gradient(160deg, #0f3b57, #1b646c)',
      },
      { type: 'image', id: 'learn', image: 'divisionLearn', caption: 'പഠിക്കാം. അടുക്കാം. തിളങ്ങാം' },
      {
        type: 'content',
        id: 'two',
        title: `${name} Two`,
        subtitle: 'ഹയർ സെക്കൻഡറി',
        content: 'പത്താം ക്ലാസ് പൂർത്തിയാക്കിയവർക്ക് കേരള സ്റ്റേറ്റ് സിലബസിൽ സയൻസ്, കൊമേഴ്സ്, ഹ്യുമാനിറ്റീസ്.',
        gradient: 'linear-gradient(160deg, #6a3d1f, #b0572f)',
      },
      { type: 'image', id: 'read', image: 'divisionRead', caption: 'വായിക്കാം. ശ്രദ്ധിക്കാം. പഠിക്കാം' },
    ],
  },
  addOns: {
    eyebrow: 'ആഡ്-ഓണുകൾ',
    heading: 'സിലബസിനുമപ്പുറം',
    previous: 'മുമ്പത്തെ ആഡ്-ഓണുകൾ',
    next: 'അടുത്ത ആഡ്-ഓണുകൾ',
    label: 'ആഡ്-ഓൺ പ്രോഗ്രാമുകൾ',
    findOutMore: 'കൂടുതൽ അറിയാം +',
    findOutMoreNote: (title: string, newTab: string) => `${title} എന്ന പ്രോഗ്രാമിനെക്കുറിച്ച് ${newTab}`,
    chatMessage: (title: string) => `നമസ്കാരം ${name}! "${title}" എന്ന ആഡ്-ഓൺ പ്രോഗ്രാമിനെക്കുറിച്ച് കൂടുതൽ അറിയാൻ ആഗ്രഹിക്കുന്നു.`,
    cards: [
      { type: 'image', id: 'portfolio', image: 'addonPortfolio', title: 'വിപുലമായ കോഴ്സുകളുടെ ഒരു നിര (ആഡ്-ഓണുകൾ)' },
      {
        type: 'content',
        id: 'competitive',
        title: 'മത്സരപരീക്ഷാ പരിശീലനം',
        content: 'NEET, JEE, CA, CMA, ACCA, IPMAT, UPSC സിവിൽ സർവീസസ്, CET, CLAT എന്നിവയ്ക്കുള്ള പരിശീലനവും വിദേശപഠനത്തിനുള്ള മാർഗനിർദേശവും.',
        emphasis: ['NEET', 'JEE', 'UPSC സിവിൽ സർവീസസ്'],
        gradient: 'linear-gradient(160deg, #0f3b57, #1b646c)',
      },
      {
        type: 'content',
        id: 'english',
        title: 'ഡിജിറ്റൽ യുഗത്തിനുള്ള ഇംഗ്ലീഷ്',
        content: 'ഡിജിറ്റൽ കാലത്തിനു വേണ്ട ആശയവിനിമയശേഷി, ഒപ്പം AI, NLP എന്നിവയിൽ സർട്ടിഫൈഡ് കോഴ്സുകളും.',
        emphasis: ['AI, NLP എന്നിവയിൽ സർട്ടിഫൈഡ് കോഴ്സുകളും'],
        gradient: 'linear-gradient(160deg, #3a2a5c, #6b4c9a)',
      },
      {
        type: 'content',
        id: 'skills',
        title: 'ഇരുപത്തിയൊന്നാം നൂറ്റാണ്ടിന്റെ കഴിവുകൾ',
        content: 'ഓരോ കുട്ടിക്കും സ്വന്തം വഴി കണ്ടെത്താൻ സഹായിക്കുന്ന അഭിരുചി പരിശോധനകളും കരിയർ കൗൺസലിങ്ങും.',
        emphasis: ['കരിയർ കൗൺസലിങ്ങും'],
        gradient: 'linear-gradient(160deg, #6a3d1f, #b0572f)',
      },
      {
        type: 'content',
        id: 'visits',
        title: 'മികച്ച സ്ഥാപനങ്ങളിലേക്കുള്ള സന്ദർശനങ്ങൾ',
        content: 'സാധ്യതകളിലേക്ക് കണ്ണു തുറപ്പിക്കുന്ന, രാജ്യത്തെ മികച്ച സ്ഥാപനങ്ങളിലേക്കുള്ള സന്ദർശനങ്ങൾ; ഉത്തരവാദിത്തബോധം വളർത്തുന്ന സാമൂഹിക, ഹരിത സംരംഭങ്ങളും.',
        emphasis: ['മികച്ച സ്ഥാപനങ്ങളിലേക്കുള്ള സന്ദർശനങ്ങൾ', 'സാമൂഹിക, ഹരിത സംരംഭങ്ങളും'],
        gradient: 'linear-gradient(160deg, #1e5631, #3a7d44)',
      },
      {
        type: 'content',
        id: 'moral',
        title: 'മോറൽ സയൻസ് പ്രോഗ്രാമുകൾ',
        content: 'ഖുർആൻ, ഹദീസ് പഠനത്തിലൂടെ ഇസ്ലാമിക സംസ്കാരവും മൂല്യങ്ങളും ധാർമികതയും.',
        emphasis: ['ഖുർആൻ, ഹദീസ് പഠനത്തിലൂടെ'],
        gradient: 'linear-gradient(160deg, #0a2638, #0f3b57)',
      },
    ],
  },
};
