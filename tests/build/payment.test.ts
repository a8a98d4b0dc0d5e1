/**
 * Paying the fees, as the build writes it: each fee's UPI link carries the exact amount, the school's UPI ID and
 * payee, INR and a note naming the fee; each QR code reads back, by another library, to the same link; a school
 * that said nothing of paying has no pay page. And the editor's refusals: a wrong IFSC, a UPI ID without @.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../scripts/build/content/load.ts';
import { payFeesData, payFeesFilled } from '../../scripts/build/content/payment.ts';
import { qrCode } from '../../scripts/build/qr-code.ts';
import { paymentSchema } from '../../src/content/schema/payment.ts';
import { readUpiLink } from '../../src/lib/upi.ts';
import { writeFixtureContent } from '../fixtures/fixture-site.ts';
import { FIXTURE_PAYEE, fixturePayment } from '../fixtures/school-facts.ts';
import { content as sample } from '../helpers/content.ts';
import { qrSvg, readQr } from '../helpers/qr.ts';

const root = mkdtempSync(path.join(tmpdir(), 'payment-'));
const filled = loadContent(writeFixtureContent(root), process.env);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the pay page', () => {
  it('each fee and instalment pays its exact amount to the school, named in English in both languages', async () => {
    expect(filled.problems).toEqual([]);
    for (const lang of ['en', 'ml'] as const) {
      const { fees } = payFeesData(filled, lang);
      const own = filled.files.admission[lang]!.fees;
      const english = filled.files.admission.en!.fees;
      const dues = [...fees.items, ...fees.instalments];
      expect(dues.map((due) => due.amount)).toEqual([...own.items, ...own.instalments].map((due) => due.amount));
      expect(dues.map((due) => due.name)).toEqual([
        ...own.items.map((fee) => fee.item),
        ...own.instalments.map((part) => part.name),
      ]);
      dues.forEach((due, i) => {
        const englishName = [...english.items.map((fee) => fee.item), ...english.instalments.map((p) => p.name)][i]!;
        expect(readUpiLink(due.upi)).toEqual({
          pa: FIXTURE_PAYEE.upiId,
          pn: FIXTURE_PAYEE.payee,
          am: `${due.amount}.00`,
          cu: 'INR',
          tn: englishName.slice(0, 50).trimEnd(),
        });
      });
    }
  });

  it("each QR code reads back, at a phone screen's 200 px, to its fee's link", async () => {
    const { fees } = payFeesData(filled, 'ml');
    for (const due of [...fees.items, ...fees.instalments])
      expect(await readQr(qrSvg(due.qr!)), due.name).toBe(due.upi);
    // A long note with Malayalam letters, percent-encoded, still fits a code a camera reads.
    const long = `upi://pay?pa=a@b&tn=${encodeURIComponent('സ്വഭാവസർട്ടിഫിക്കറ്റിന്റെസാക്ഷ്യപ്പെടുത്തിയ')}`;
    expect(await readQr(qrSvg(qrCode(long)), 240)).toBe(long);
  });

  it('a school that has said nothing of paying has no pay page; bank details alone are enough for one', () => {
    for (const lang of ['en', 'ml'] as const) {
      expect(payFeesFilled(sample, lang)).toBe(false);
      expect(payFeesFilled(filled, lang)).toBe(true);
      const bankOnly = structuredClone(filled);
      bankOnly.files.admission[lang]!.fees.payment.upiId = '';
      expect(payFeesFilled(bankOnly, lang)).toBe(true);
      expect(payFeesData(bankOnly, lang).fees.items.every((due) => due.upi === '' && due.qr === null)).toBe(true);
      bankOnly.files.admission[lang]!.fees.payment.accountNumber = '';
      expect(payFeesFilled(bankOnly, lang)).toBe(false);
    }
  });
});

describe('what the office types', () => {
  const payment = fixturePayment('en');
  const problems = (changes: Partial<typeof payment>) => {
    const result = v.safeParse(paymentSchema, { ...payment, ...changes });
    return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`);
  };

  it('takes the fixture school as typed, and a school with no account but a UPI ID', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ accountName: '', accountNumber: '', ifsc: '', branch: '' })).toEqual([]);
  });

  it('refuses a UPI ID without @, a wrong IFSC, a UPI ID without its payee, and half an account', () => {
    expect(problems({ upiId: 'fixtureschool.sbi' })).toEqual([expect.stringMatching(/^upiId: should be a UPI ID/)]);
    expect(problems({ ifsc: 'SBIN1070123' })).toEqual([expect.stringMatching(/^ifsc: should be an IFSC/)]);
    expect(problems({ ifsc: 'sbin0070123' })).toEqual([expect.stringMatching(/^ifsc: should be an IFSC/)]);
    expect(problems({ payee: '' })).toEqual(['payee: is empty: write the name UPI apps show for the UPI ID']);
    expect(problems({ ifsc: '' })).toEqual([expect.stringMatching(/^ifsc: is empty: a bank transfer needs/)]);
    expect(problems({ accountNumber: '3012 3456 789' })).toEqual([
      expect.stringMatching(/^accountNumber: should be the account number/),
    ]);
  });
});
