/** The Work With Us page in Malayalam: the shape of src/content/en/work-with-us.ts. */
import type { WorkWithUsContent } from '../en/work-with-us.ts';
import { identity } from '../identity.ts';

export const workWithUs: WorkWithUsContent = {
  heading: 'ഭാവി രൂപപ്പെടുത്താൻ ഞങ്ങളോടൊപ്പം ചേരൂ',
  text: `പഠിപ്പിക്കുന്നതും വഴികാട്ടുന്നതും നിങ്ങൾക്ക് ഇഷ്ടമാണോ? യുവമനസ്സുകളെ പ്രചോദിപ്പിക്കാൻ ആഗ്രഹിക്കുന്ന അധ്യാപകരെയും മെന്റർമാരെയും ${identity.schoolName} ക്ഷണിക്കുന്നു: ഉയരങ്ങൾ സ്വപ്നം കാണുന്ന കുട്ടികളെ പഠനത്തിൽ മികവിലേക്കും സ്വഭാവത്തിൽ വളർച്ചയിലേക്കും നയിക്കാൻ; പഠനം ക്ലാസ്മുറിയുടെ വാതിലിൽ ഒതുങ്ങാത്ത ഒരു റസിഡൻഷ്യൽ ക്യാമ്പസിൽ.`,
  sendCv: 'സിവി അയയ്ക്കുക',
  cvSubject: `അപേക്ഷ: ${identity.schoolName}-ൽ അധ്യാപക ജോലി`,
  cvHint: `നിങ്ങളുടെ സിവി ${identity.email} എന്ന വിലാസത്തിൽ അയയ്ക്കുക`,
  image: 'workWithUs',
};
