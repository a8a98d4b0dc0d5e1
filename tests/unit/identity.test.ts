import { describe, expect, it } from 'vitest';
import { checkContactSettings, parseIdentity } from '../../src/content/contact.ts';
import type { ContactContent as Contact } from '../../src/content/schema/index.ts';
import { checkDeployment, type Env } from '../../src/lib/identity.ts';

const checkEnvironment = (env: Env) => [...checkContactSettings(env), ...checkDeployment(env)];

const contact: Contact = {
  schoolName: 'Hill School',
  shortName: 'Hill School',
  schoolNameMalayalam: '',
  shortNameMalayalam: '',
  logo: '',
  whatsapp: '919876543210',
  phones: ['+91 98765 43210', '+91 98765 43211'],
  email: 'office@hill.example',
  address: { street: 'Hill Road', locality: 'Kondotty', region: 'Kerala', pin: '673638' },
  social: {
    instagram: 'https://i.example/h',
    facebook: 'https://f.example/h',
    youtube: 'https://y.example/h',
    linkedin: 'https://l.example/h',
  },
  film: 'https://y.example/film',
  map: 'https://m.example/hill',
  whatsappChannel: '',
};

describe('identity: the contact file, and the deployment, each overridden by a build setting', () => {
  it('takes the contact details from the file, and the placeholders of the deployment', () => {
    expect(checkEnvironment({})).toEqual([]);
    const identity = parseIdentity({}, contact);
    expect(identity.schoolName).toBe('Hill School');
    expect(identity.address.postalCode).toBe('673638');
    expect(identity.phones).toEqual(['+91 98765 43210', '+91 98765 43211']);
    expect(identity.whatsappChannel).toBe('');
    // A Channel's address, once the school has one, from the file or its setting; anything else is refused.
    const channel = 'https://whatsapp.com/channel/0029VaHillSchool01';
    expect(parseIdentity({}, { ...contact, whatsappChannel: channel }).whatsappChannel).toBe(channel);
    expect(parseIdentity({ SITE_WHATSAPP_CHANNEL_URL: channel }, contact).whatsappChannel).toBe(channel);
    expect(checkEnvironment({ SITE_WHATSAPP_CHANNEL_URL: 'https://chat.whatsapp.com/AbCdEf123456' })).toEqual([
      expect.stringMatching(/^SITE_WHATSAPP_CHANNEL_URL=".+" must be the Channel's address/),
    ]);
    expect(identity.gallerySiteKey).toBe('edmount');
    expect(identity.origin).toBe('https://school.example');
  });

  it('lets a SITE_* variable win over the file, trimmed', () => {
    const identity = parseIdentity(
      { SITE_SCHOOL_NAME: '  Example School ', SITE_ORIGIN: 'https://hill.example/', SITE_ADDRESS_PIN: '673001' },
      contact,
    );
    expect(identity.schoolName).toBe('Example School');
    expect(identity.origin).toBe('https://hill.example');
    expect(identity.address.postalCode).toBe('673001');
  });

  it('names the variable of every malformed value', () => {
    const problems = checkEnvironment({
      SITE_PHONE_1: '12345',
      SITE_EMAIL: 'not-an-email',
      SITE_INSTAGRAM_URL: 'javascript:alert(1)',
      SITE_WHATSAPP_NUMBER: '+91 90000 00000',
      SITE_ORIGIN: 'https://school.example/some/path',
      SITE_ADDRESS_PIN: '6763',
    });
    expect(problems).toHaveLength(6);
    for (const name of [
      'SITE_PHONE_1',
      'SITE_EMAIL',
      'SITE_INSTAGRAM_URL',
      'SITE_WHATSAPP_NUMBER',
      'SITE_ORIGIN',
      'SITE_ADDRESS_PIN',
    ]) {
      expect(problems.some((line) => line.startsWith(`${name}=`))).toBe(true);
    }
  });

  it("gives each language the school's names, the English ones where the Malayalam are not given", () => {
    const full = 'St. Thomas Residential Higher Secondary School, Kozhencherry';
    const named = { ...contact, schoolName: full, shortName: 'St. Thomas HSS' };
    expect(parseIdentity({}, named).names).toEqual({
      en: { full, short: 'St. Thomas HSS' },
      ml: { full, short: 'St. Thomas HSS' },
    });
    const ml = {
      schoolNameMalayalam: 'സെന്റ് തോമസ് റെസിഡൻഷ്യൽ ഹയർ സെക്കൻഡറി സ്കൂൾ, കോഴഞ്ചേരി',
      shortNameMalayalam: 'സെന്റ് തോമസ്',
    };
    expect(parseIdentity({}, { ...named, ...ml }).names.ml).toEqual({
      full: ml.schoolNameMalayalam,
      short: ml.shortNameMalayalam,
    });
    expect(parseIdentity({ SITE_SCHOOL_SHORT_NAME_ML: 'തോമസ്' }, named).names.ml.short).toBe('തോമസ്');
    // A short name longer than a home screen shows is refused, naming its variable.
    expect(checkEnvironment({ SITE_SCHOOL_SHORT_NAME: full })).toEqual([
      expect.stringMatching(/^SITE_SCHOOL_SHORT_NAME=".+" must be the short form of the name, 16 letters or fewer/),
    ]);
  });

  it('treats an empty variable as unset', () => {
    expect(checkEnvironment({ SITE_EMAIL: '' })).toEqual([]);
    expect(parseIdentity({ SITE_EMAIL: ' ' }, contact).email).toBe('office@hill.example');
  });
});
