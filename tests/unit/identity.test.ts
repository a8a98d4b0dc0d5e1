import { describe, expect, it } from 'vitest';
import { checkIdentity, parseIdentity } from '../../src/content/identity.ts';

describe('identity configuration', () => {
  it('accepts the placeholder defaults', () => {
    expect(checkIdentity({})).toEqual([]);
    const identity = parseIdentity({});
    expect(identity.schoolName).toBe('EdMOUNT');
    expect(identity.gallerySiteKey).toBe('edmount');
    expect(identity.address.postalCode).toBe('676305');
  });

  it('applies overrides and trims them', () => {
    const identity = parseIdentity({ SITE_SCHOOL_NAME: '  Hill School ', SITE_ORIGIN: 'https://hill.example/' });
    expect(identity.schoolName).toBe('Hill School');
    expect(identity.origin).toBe('https://hill.example');
  });

  it('names the variable of every malformed value', () => {
    const problems = checkIdentity({
      SITE_PHONE_1: '12345',
      SITE_EMAIL: 'not-an-email',
      SITE_INSTAGRAM_URL: 'javascript:alert(1)',
      SITE_WHATSAPP_NUMBER: '+91 90000 00000',
      SITE_ORIGIN: 'https://school.example/some/path',
      SITE_ADDRESS_PIN: '6763',
    });
    expect(problems).toHaveLength(6);
    for (const name of ['SITE_PHONE_1', 'SITE_EMAIL', 'SITE_INSTAGRAM_URL', 'SITE_WHATSAPP_NUMBER', 'SITE_ORIGIN', 'SITE_ADDRESS_PIN']) {
      expect(problems.some((line) => line.startsWith(`${name}=`))).toBe(true);
    }
  });

  it('treats an empty variable as unset', () => {
    expect(checkIdentity({ SITE_EMAIL: '' })).toEqual([]);
  });
});
