import { describe, expect, it } from 'vitest';
import type { AdmissionContent } from '../../src/content/index.ts';
import enAdmission from '../../src/content/en/admission.yaml';
import mlAdmission from '../../src/content/ml/admission.yaml';
import { dateInWords } from '../../src/lib/school-time.ts';
import { identity } from '../../src/content/identity.ts';
import {
  checkEnquiry,
  emptyDraft,
  enquiryMessage,
  normalisePhone,
  problemText,
  type ApplyingFor,
  type EnquiryDraft,
} from '../../src/lib/enquiry.ts';
import { hasTyped, parseStoredEnquiry } from '../../src/lib/enquiry-draft.ts';

const good: EnquiryDraft = {
  parentName: '  Abdul Rahman ',
  studentName: 'Muhammed Shaheen',
  applyingFor: 'commerce',
  phone: '098765-43210',
  visitDate: '2026-12-12',
  message: 'Is there a bus from Kondotty?',
};

const en = enAdmission as AdmissionContent;
const ml = mlAdmission as AdmissionContent;

const wordsOf = (content: typeof en, locale: string) => ({
  subject: content.enquiry.subject,
  labels: content.enquiry.labels,
  options: {
    ...Object.fromEntries(Object.entries(content.streams).map(([key, s]) => [key, s.label])),
    highSchool: content.enquiry.highSchool,
  } as Record<ApplyingFor, string>,
  locale,
});

describe('an Indian mobile number', () => {
  it('is accepted with spaces, dashes and a +91, 91 or 0 prefix, and written one way', () => {
    for (const raw of [
      '9876543210',
      '98765 43210',
      '+91 98765 43210',
      '+919876543210',
      '91 98765-43210',
      '098765 43210',
      ' (987) 654-3210 ',
      '0091 9876543210',
    ]) {
      expect(normalisePhone(raw), raw).toBe('+91 98765 43210');
    }
    expect(normalisePhone('6000000000')).toBe('+91 60000 00000');
  });

  it('needs ten digits starting 6 to 9', () => {
    for (const raw of [
      '5876543210',
      '987654321',
      '98765432101',
      '+44 7911 123456',
      '9876543210x',
      'nine eight',
      '',
      '+91',
    ])
      expect(normalisePhone(raw), raw).toBeNull();
  });
});

describe('checking an enquiry', () => {
  const today = '2026-11-23';

  it('passes a complete one, and leaves the optional fields optional', () => {
    expect(checkEnquiry(good, today)).toEqual([]);
    expect(checkEnquiry({ ...good, visitDate: '', message: '' }, today)).toEqual([]);
    expect(checkEnquiry({ ...good, visitDate: today }, today)).toEqual([]);
  });

  it('lists every problem, in the order of the fields', () => {
    expect(checkEnquiry(emptyDraft(), today)).toEqual([
      { field: 'parentName', kind: 'missing' },
      { field: 'studentName', kind: 'missing' },
      { field: 'phone', kind: 'missing' },
    ]);
    expect(
      checkEnquiry(
        { ...good, parentName: '   ', phone: '12345', visitDate: '2026-11-22', message: 'x'.repeat(501) },
        today,
      ),
    ).toEqual([
      { field: 'parentName', kind: 'missing' },
      { field: 'phone', kind: 'not-a-mobile' },
      { field: 'visitDate', kind: 'in-the-past' },
      { field: 'message', kind: 'too-long', length: 501 },
    ]);
    expect(checkEnquiry({ ...good, visitDate: '2026-02-30' }, today)).toEqual([
      { field: 'visitDate', kind: 'not-a-date' },
    ]);
    expect(checkEnquiry({ ...good, applyingFor: 'medicine' as ApplyingFor }, today)).toEqual([
      { field: 'applyingFor', kind: 'missing' },
    ]);
  });

  it('counts 500 characters as letters are written, so a Malayalam message is not cut short', () => {
    expect(checkEnquiry({ ...good, message: 'അ'.repeat(500) }, today)).toEqual([]);
  });

  it('says how to fix each problem, in both languages, never just "invalid"', () => {
    for (const content of [en, ml]) {
      for (const problem of checkEnquiry(
        { ...emptyDraft(), phone: '1', visitDate: '2020-01-01', message: 'x'.repeat(600) },
        today,
      )) {
        const text = problemText(content.enquiry.problems, problem);
        expect(text.length).toBeGreaterThan(15);
        expect(text).not.toMatch(/invalid/i);
      }
    }
  });
});

describe('the message the admissions office receives', () => {
  it('is one line per field, with the normalised mobile number and the date in words', () => {
    expect(enquiryMessage(good, wordsOf(en, 'en-IN'))).toEqual({
      subject: `Admission enquiry – ${identity.schoolName}`,
      body: [
        `Admission enquiry – ${identity.schoolName}`,
        '',
        'Parent’s or guardian’s name: Abdul Rahman',
        'Student’s name: Muhammed Shaheen',
        'Applying for: +1 Commerce',
        'Parent’s mobile number: +91 98765 43210',
        'Preferred date for a campus visit: 12 December 2026',
        'Message: Is there a bus from Kondotty?',
      ].join('\n'),
    });
  });

  it('leaves out optional fields left empty', () => {
    const body = enquiryMessage(
      { ...good, visitDate: '', message: ' ', applyingFor: 'highSchool' },
      wordsOf(en, 'en-IN'),
    ).body;
    expect(body).toContain('Applying for: High School');
    expect(body).not.toMatch(/visit|Message/);
  });

  it('is in Malayalam on Malayalam pages, with the date as Malayalam words', () => {
    const { subject, body } = enquiryMessage(good, wordsOf(ml, 'ml-IN'));
    expect(subject).toBe(`അഡ്മിഷൻ അന്വേഷണം – ${identity.schoolName}`);
    expect(body).toContain('അപേക്ഷിക്കുന്നത്: +1 കൊമേഴ്സ്');
    expect(body).toContain('രക്ഷിതാവിന്റെ മൊബൈൽ നമ്പർ: +91 98765 43210');
    expect(body).toContain(`ക്യാമ്പസ് സന്ദർശിക്കാൻ സൗകര്യമുള്ള തീയതി: ${dateInWords('2026-12-12', 'ml-IN')}`);
    expect(dateInWords('2026-12-12', 'ml-IN')).toMatch(/ഡിസംബർ/);
  });
});

describe('the draft kept on the device', () => {
  it('reads back what was kept, and ignores what is not a draft', () => {
    const kept = { draft: good, savedAt: 1_700_000_000_000, sent: { at: 1_700_000_100_000, via: 'whatsapp' } };
    expect(parseStoredEnquiry(JSON.stringify(kept))).toEqual(kept);
    for (const raw of [null, '', 'not json', '[]', '{"draft":1,"savedAt":1}', '{"draft":{}}'])
      expect(parseStoredEnquiry(raw), String(raw)).toBeNull();
  });

  it('takes only the fields it knows, as text, and a known stream', () => {
    const stored = parseStoredEnquiry(
      JSON.stringify({
        draft: { parentName: 7, studentName: '<b>x</b>', applyingFor: 'x', extra: 'y' },
        savedAt: 1,
        sent: { via: 'fax', at: 2 },
      }),
    );
    expect(stored).toEqual({ draft: { ...emptyDraft(), studentName: '<b>x</b>' }, savedAt: 1 });
  });

  it('is worth keeping only once something has been typed', () => {
    expect(hasTyped(emptyDraft('humanities'))).toBe(false);
    expect(hasTyped({ ...emptyDraft(), phone: '9' })).toBe(true);
  });
});
