/** The gallery page and its viewer in Malayalam: the shape of src/content/en/gallery.ts. */
import type { GalleryContent } from '../en/gallery.ts';
import type { GalleryFailure } from '../../lib/gallery-client.ts';

const reasons = (failure: GalleryFailure): string => {
  switch (failure.kind) {
    case 'status':
      return `സെർവർ നൽകിയ മറുപടി: ${failure.code}`;
    case 'timeout':
      return 'സെർവർ മറുപടി നൽകാൻ വൈകി';
    case 'invalid-json':
      return 'സെർവറിൽ നിന്നുള്ള മറുപടി വായിക്കാനായില്ല';
    case 'not-a-list':
      return 'മറുപടിയിൽ ഗാലറികളുടെ പട്ടിക ഉണ്ടായിരുന്നില്ല';
    case 'network':
      return 'സെർവറുമായി ബന്ധപ്പെടാനായില്ല';
  }
};

export const gallery: GalleryContent = {
  image: 'groupPhoto',
  eyebrow: 'ഗാലറി',
  heading: 'ക്യാമ്പസിലെ ജീവിതം',
  text: 'പരിപാടികൾ, ആഘോഷങ്ങൾ, കായിക മത്സരങ്ങൾ, ദൈനംദിന നിമിഷങ്ങൾ: ചിത്രങ്ങളിലൂടെ.',
  listLabel: 'ഗാലറികൾ',
  loading: 'ഗാലറികൾ ലോഡ് ചെയ്യുന്നു…',
  noScript: 'ഫോട്ടോ ഗാലറികൾ കാണാൻ ജാവാസ്ക്രിപ്റ്റ് വേണം; ഈ ബ്രൗസറിൽ അത് പ്രവർത്തിക്കുന്നില്ല. സൈറ്റിലെ മറ്റെല്ലാ പേജുകളും അതില്ലാതെയും വായിക്കാം:',
  empty: 'ഇതുവരെ ഗാലറികളൊന്നുമില്ല. അൽപ്പം കഴിഞ്ഞ് വീണ്ടും നോക്കൂ.',
  failed: (failure: GalleryFailure) => `ഗാലറികൾ ലോഡ് ചെയ്യാനായില്ല (${reasons(failure)}). ഇന്റർനെറ്റ് കണക്ഷൻ പരിശോധിച്ച് വീണ്ടും ശ്രമിക്കൂ.`,
  retry: 'വീണ്ടും ശ്രമിക്കുക',
  offline: 'ഇന്റർനെറ്റ് ഇല്ല: ഈ ഉപകരണത്തിൽ സൂക്ഷിച്ച പട്ടികയാണ് കാണിക്കുന്നത്. കണക്ഷൻ തിരിച്ചെത്തുമ്പോൾ പുതുക്കും.',
  updated: 'ഗാലറികൾ പുതുക്കി.',
  showMore: (left: number) => `കൂടുതൽ ഗാലറികൾ കാണിക്കുക (${left} എണ്ണം കൂടി)`,
  photoCount: (n: number) => `${n} ഫോട്ടോ`,
  noCover: 'ഫോട്ടോകൾ ഇനിയും ചേർത്തിട്ടില്ല',
  viewer: {
    close: 'ഗാലറി അടയ്ക്കുക',
    previous: 'മുമ്പത്തെ ഫോട്ടോ',
    next: 'അടുത്ത ഫോട്ടോ',
    fullscreen: 'ഫുൾ സ്ക്രീൻ',
    exitFullscreen: 'ഫുൾ സ്ക്രീനിൽ നിന്ന് പുറത്തുകടക്കുക',
    thumbnails: 'ഈ ഗാലറിയിലെ ഫോട്ടോകൾ',
    position: (n: number, count: number) => `ഫോട്ടോ ${n} / ${count}`,
    thumbnail: (n: number) => `ഫോട്ടോ ${n} കാണിക്കുക`,
    noPhotos: 'ഈ ഗാലറിയിൽ ഇതുവരെ ഫോട്ടോകളില്ല.',
    noGallery: 'ഗാലറി തിരഞ്ഞെടുത്തിട്ടില്ല',
    noGalleryText: 'ഈ ഗാലറി കണ്ടെത്താനായില്ല. ഇത് നീക്കം ചെയ്തിരിക്കാം.',
    backToList: 'എല്ലാ ഗാലറികളിലേക്കും മടങ്ങുക',
  },
};
