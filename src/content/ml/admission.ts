/**
 * The Admission page in Malayalam: the shape of src/content/en/admission.ts. Subjects keep the names students
 * see on their timetables and certificates (an English-medium school), written in Malayalam script.
 */
import type { AdmissionContent } from '../en/admission.ts';
import { identity } from '../identity.ts';
import type { EnquiryProblem } from '../../lib/enquiry.ts';
import type { ImageName } from '../images.ts';
import type { Subject } from '../types.ts';

const name = identity.schoolName;
const subject = (title: string, image: ImageName): Subject => ({ name: title, image });
const english = subject('ഇംഗ്ലീഷ്', 'subjectEnglish');
const arabic = subject('അറബിക്', 'subjectArabic');
const malayalam = subject('മലയാളം', 'subjectMalayalam');

export const admission: AdmissionContent = {
  streams: [
    {
      key: 'science',
      label: '+1 സയൻസ്',
      subjects: [
        subject('ഫിസിക്സ്', 'subjectPhysics'),
        subject('കെമിസ്ട്രി', 'subjectChemistry'),
        subject('ബയോളജി', 'subjectBiology'),
        subject('മാത്തമാറ്റിക്സ്', 'subjectMathematics'),
        english,
        arabic,
        malayalam,
      ],
    },
    {
      key: 'commerce',
      label: '+1 കൊമേഴ്സ്',
      subjects: [
        subject('അക്കൗണ്ടൻസി (CA-യോടൊപ്പം)', 'subjectAccountancy'),
        subject('ഇക്കണോമിക്സ്', 'subjectEconomics'),
        subject('കമ്പ്യൂട്ടർ ആപ്ലിക്കേഷൻ', 'subjectComputerApplication'),
        subject('ബിസിനസ് സ്റ്റഡീസ്', 'subjectBusinessStudies'),
        english,
        arabic,
        malayalam,
      ],
    },
    {
      key: 'humanities',
      label: '+1 ഹ്യുമാനിറ്റീസ്',
      subjects: [
        subject('ഹിസ്റ്ററി', 'subjectHistory'),
        subject('ഇക്കണോമിക്സ്', 'subjectEconomics'),
        subject('പൊളിറ്റിക്കൽ സയൻസ്', 'subjectPoliticalScience'),
        subject('സോഷ്യോളജി', 'subjectSociology'),
        english,
        arabic,
        malayalam,
      ],
    },
  ],
  banner: {
    heading: 'അഡ്മിഷൻ',
    text: 'ഹയർ സെക്കൻഡറി പ്രോഗ്രാമിലേക്ക് അഡ്മിഷൻ ആരംഭിച്ചു.',
    image: 'admissionBanner',
    phoneImage: 'admissionBannerPhone',
  },
  aceHigherEducation: {
    heading: 'ഉന്നത പഠനത്തിൽ മുന്നേറാൻ ഒരുങ്ങാം',
    visit: {
      title: 'ക്യാമ്പസ് സന്ദർശിക്കൂ',
      text: 'ക്ലാസ്മുറികളും താമസസ്ഥലവും കളിസ്ഥലങ്ങളും നേരിട്ടു വന്നു കാണൂ. നിങ്ങളെ ക്യാമ്പസ് ചുറ്റിക്കാണിക്കാൻ ഞങ്ങൾക്ക് സന്തോഷമേയുള്ളൂ.',
      link: 'സന്ദർശനം ക്രമീകരിക്കാം',
      chatMessage: `നമസ്കാരം ${name}! ഞങ്ങൾക്ക് ക്യാമ്പസ് സന്ദർശിക്കാൻ ആഗ്രഹമുണ്ട്. എപ്പോൾ വരാം?`,
    },
    film: {
      title: 'ഫിലിം കാണാം',
      text: 'ക്യാമ്പസ് ജീവിതത്തെക്കുറിച്ചുള്ള ഒരു ചെറു ഫിലിം.',
      link: 'ഫിലിം കാണുക',
      url: identity.filmUrl,
    },
    image: 'admissionVisit',
  },
  open: {
    eyebrow: 'അഡ്മിഷൻ ആരംഭിച്ചു',
    heading: 'നിങ്ങളുടെ സ്ട്രീം തിരഞ്ഞെടുക്കൂ',
    tabsLabel: 'സ്ട്രീമുകൾ',
    selectLabel: 'സ്ട്രീം',
    subjectsLabel: (stream: string) => `${stream}: വിഷയങ്ങൾ`,
    enquire: 'ഈ സ്ട്രീമിനെക്കുറിച്ച് അന്വേഷിക്കാം',
  },
  enquiry: {
    eyebrow: 'അഡ്മിഷൻ അന്വേഷണം',
    heading: 'അഡ്മിഷനെക്കുറിച്ച് ഞങ്ങളോട് ചോദിക്കൂ',
    intro: 'നിങ്ങളുടെ മകനെക്കുറിച്ച് ചുരുക്കത്തിൽ പറയൂ. എല്ലാ വിവരങ്ങളും ഒരൊറ്റ സന്ദേശമായി വാട്സാപ്പിലോ ഇ-മെയിലിലോ അഡ്മിഷൻ ഓഫീസിലെത്തും; അവർ നിങ്ങളെ തിരികെ വിളിക്കും.',
    privacy: 'നിങ്ങൾ അയയ്ക്കുന്നതു വരെ ഒന്നും ഈ ഫോണിൽ നിന്ന് പുറത്തുപോകില്ല: അതുവരെ ഈ അന്വേഷണം ഈ ഉപകരണത്തിൽ മാത്രം സൂക്ഷിക്കും.',
    optional: 'നിർബന്ധമില്ല',
    labels: {
      parentName: 'രക്ഷിതാവിന്റെ പേര്',
      studentName: 'വിദ്യാർഥിയുടെ പേര്',
      applyingFor: 'അപേക്ഷിക്കുന്നത്',
      phone: 'രക്ഷിതാവിന്റെ മൊബൈൽ നമ്പർ',
      visitDate: 'ക്യാമ്പസ് സന്ദർശിക്കാൻ സൗകര്യമുള്ള തീയതി',
      message: 'സന്ദേശം',
    },
    highSchool: 'ഹൈസ്കൂൾ',
    phoneHint: 'ഇന്ത്യൻ മൊബൈൽ നമ്പർ, ഉദാഹരണം: 98765 43210',
    visitHint: 'ഇന്നോ അതിനു ശേഷമോ ഉള്ള തീയതി',
    count: (n: number, max: number) => `${max}-ൽ ${n} അക്ഷരങ്ങൾ`,
    sendWhatsApp: 'വാട്സാപ്പിൽ അയയ്ക്കുക',
    sendEmail: 'ഇ-മെയിലായി അയയ്ക്കുക',
    summaryHeading: 'അന്വേഷണത്തിൽ ചില കാര്യങ്ങൾ ശരിയാക്കാനുണ്ട്',
    problem: (problem: EnquiryProblem): string => {
      switch (problem.field) {
        case 'parentName':
          return 'രക്ഷിതാവിന്റെ പേര് എഴുതുക.';
        case 'studentName':
          return 'വിദ്യാർഥിയുടെ പേര് എഴുതുക.';
        case 'applyingFor':
          return 'ഏതു കോഴ്സിലേക്കാണ് അപേക്ഷിക്കുന്നതെന്ന് തിരഞ്ഞെടുക്കുക.';
        case 'phone':
          return problem.kind === 'missing'
            ? 'സ്കൂളിൽ നിന്ന് തിരികെ വിളിക്കാൻ നിങ്ങളുടെ മൊബൈൽ നമ്പർ നൽകുക.'
            : '6, 7, 8 അല്ലെങ്കിൽ 9-ൽ തുടങ്ങുന്ന 10 അക്ക ഇന്ത്യൻ മൊബൈൽ നമ്പർ നൽകുക, ഉദാഹരണം: 98765 43210.';
        case 'visitDate':
          return problem.kind === 'in-the-past'
            ? 'സന്ദർശനത്തിന് ഇന്നോ അതിനു ശേഷമോ ഉള്ള ഒരു തീയതി തിരഞ്ഞെടുക്കുക, അല്ലെങ്കിൽ ഒഴിച്ചിടുക.'
            : 'തീയതി ദിവസം, മാസം, വർഷം എന്ന രീതിയിൽ നൽകുക, അല്ലെങ്കിൽ ഒഴിച്ചിടുക.';
        case 'message':
          return `സന്ദേശം 500 അക്ഷരങ്ങൾക്കുള്ളിലാക്കുക (ഇപ്പോൾ ${problem.length} അക്ഷരങ്ങളുണ്ട്).`;
      }
    },
    restored: (when: string) => `നിങ്ങൾ തുടങ്ങിവെച്ച അന്വേഷണം ഞങ്ങൾ സൂക്ഷിച്ചിരുന്നു (${when}). നിർത്തിയിടത്തു നിന്ന് തുടരാം.`,
    offline: 'ഇന്റർനെറ്റ് ഇല്ല. വാട്സാപ്പിലോ ഇ-മെയിലിലോ അയയ്ക്കാൻ കണക്ഷൻ വേണം. നിങ്ങളുടെ അന്വേഷണം ഈ ഫോണിൽ സൂക്ഷിച്ചിട്ടുണ്ട്: കണക്ഷൻ തിരിച്ചെത്തുമ്പോൾ അയയ്ക്കാം.',
    sent: {
      whatsapp: 'നിങ്ങളുടെ അന്വേഷണം വാട്സാപ്പിൽ തയ്യാറാണ്: അവിടെ സെൻഡ് അമർത്തുക. നിങ്ങൾ നൽകിയ നമ്പറിൽ അഡ്മിഷൻ ഓഫീസ് മറുപടി നൽകും.',
      email: 'നിങ്ങളുടെ അന്വേഷണം ഇ-മെയിൽ ആപ്പിൽ തയ്യാറാണ്: അവിടെ സെൻഡ് അമർത്തുക. നിങ്ങൾ നൽകിയ നമ്പറിൽ അഡ്മിഷൻ ഓഫീസ് മറുപടി നൽകും.',
    },
    openAgain: { whatsapp: 'വാട്സാപ്പ് തുറന്നില്ലേ? ഇവിടെ തുറക്കാം', email: 'ഇ-മെയിൽ ആപ്പ് തുറന്നില്ലേ? ഇവിടെ തുറക്കാം' },
    startNew: 'പുതിയ അന്വേഷണം തുടങ്ങുക',
    noScript: 'ഈ ബ്രൗസറിൽ ജാവാസ്ക്രിപ്റ്റ് പ്രവർത്തിക്കുന്നില്ല, അതിനാൽ ഈ ഫോമിന് അന്വേഷണം അയയ്ക്കാനാവില്ല. പകരം സ്കൂളിലേക്ക് നേരിട്ട് എഴുതൂ:',
    noScriptChat: 'വാട്സാപ്പിൽ സംസാരിക്കാം',
    noScriptEmail: 'ഇ-മെയിൽ അയയ്ക്കാം',
    noScriptGreeting: `നമസ്കാരം ${name}! അഡ്മിഷനെക്കുറിച്ച് അറിയാൻ ആഗ്രഹിക്കുന്നു.`,
    subject: `അഡ്മിഷൻ അന്വേഷണം – ${name}`,
    locale: 'ml-IN',
  },
};
