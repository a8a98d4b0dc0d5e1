import { describe, expect, it } from 'vitest';
import { admissionNumber, paymentNote, readUpiLink, upiLink } from '../../src/lib/upi.ts';

describe('UPI links', () => {
  const school = { upiId: 'school.fees@sbi', payee: 'Fixture School Trust' };

  it('carry the payee, the amount in rupees and paise, INR and the note, each encoded', () => {
    const link = upiLink(school, 132500, '2026/154 First instalment');
    expect(link).toBe(
      'upi://pay?pa=school.fees%40sbi&pn=Fixture%20School%20Trust&am=132500.00&cu=INR&tn=2026%2F154%20First%20instalment',
    );
    expect(readUpiLink(link)).toEqual({
      pa: 'school.fees@sbi',
      pn: 'Fixture School Trust',
      am: '132500.00',
      cu: 'INR',
      tn: '2026/154 First instalment',
    });
  });

  it('notes put the admission number first and keep to 50 letters', () => {
    expect(paymentNote('Tuition')).toBe('Tuition');
    expect(paymentNote('Tuition', 'A-17')).toBe('A-17 Tuition');
    const long = paymentNote('Caution deposit, returned when the student leaves the school', '2026/154');
    expect(long).toBe('2026/154 Caution deposit, returned when the studen');
    expect([...paymentNote('സ്വഭാവസർട്ടിഫിക്കറ്റിന്റെസാക്ഷ്യപ്പെടുത്തിയപകർപ്പ്സാക്ഷ്യപ്പെടുത്തിയ')]).toHaveLength(50);
  });

  it('admission numbers: letters and digits with / or - between them, in capitals; anything else is none', () => {
    expect(admissionNumber(' 2026/154 ')).toBe('2026/154');
    expect(admissionNumber('a-17')).toBe('A-17');
    for (const typed of ['', '2026 154', '<b>', '2026//154', '/154', '1'.repeat(21), 'ഒന്ന്'])
      expect(admissionNumber(typed), typed).toBe('');
  });
});
