/**
 * The Admission page in Malayalam: the shape of src/content/en/admission.ts. Subjects keep the names students
 * see on their timetables and certificates (an English-medium school), written in Malayalam script.
 */
import type { AdmissionContent } from '../en/admission.ts';
import { identity } from '../identity.ts';
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
    chatMessage: (stream: string) => `നമസ്കാരം ${name}! ${stream} അഡ്മിഷനെക്കുറിച്ച് കൂടുതൽ അറിയാൻ ആഗ്രഹിക്കുന്നു.`,
  },
};
