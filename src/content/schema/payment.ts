/**
 * How parents pay the fees (src/content/<language>/admission.yaml, `fees.payment`): the school's UPI ID and bank
 * account, and what to do when a payment goes wrong, in the school's words. Empty until the school fills it in;
 * the amounts are the fees' own (`fees.items`, `fees.instalments`). The pay page (/pay-fees/) is built once there
 * is a fee and a way to pay it.
 */
import * as v from 'valibot';
import type { Pattern } from '../../lib/identity.ts';
import { optionalChecked, optionalWords } from './fields.ts';
import { group } from './structure.ts';

export const UPI_ID: Pattern = {
  pattern: /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9.-]{1,63}$/,
  message: "should be a UPI ID such as schoolname@sbi: letters or digits, an @, then the bank's handle",
};
export const IFSC: Pattern = {
  pattern: /^[A-Z]{4}0[A-Z0-9]{6}$/,
  message:
    'should be an IFSC such as SBIN0001234: 11 characters, four capital letters, a 0, then six letters or digits',
};
const ACCOUNT_NUMBER: Pattern = {
  pattern: /^\d{9,18}$/,
  message: 'should be the account number: 9 to 18 digits, no spaces',
};
const BANK_NAME: Pattern = {
  pattern: /^[A-Za-z][A-Za-z0-9 .,&'()/-]{1,99}$/,
  message: 'should be the name as the bank holds it, in English letters',
};

const code = (check: Pattern) => optionalChecked('code', check);

const fields = group(
  'Paying the fees',
  'How parents pay: by UPI (each fee a link and a QR code on the pay page) and by bank transfer. Nothing is shown until a UPI ID or an account number is filled in.',
  {
    upiId: code(UPI_ID)(
      'UPI ID',
      "The school's UPI ID, such as schoolname@sbi. It must be the merchant or collection ID the bank gave the school, not a person's: UPI apps block larger payments to a personal ID. Leave empty for no UPI.",
    ),
    payee: code(BANK_NAME)(
      'Paid to',
      'The name a UPI app shows the parent before paying, as the bank holds it, in English letters.',
    ),
    accountName: code(BANK_NAME)('Account name', "The bank account's name, as the bank holds it."),
    accountNumber: code(ACCOUNT_NUMBER)('Account number', 'The account number, digits only.'),
    ifsc: code(IFSC)('IFSC', "The branch's IFSC, 11 characters, such as SBIN0001234 (on the passbook or cheque)."),
    branch: optionalWords('Bank and branch', 'The bank and its branch, such as "State Bank of India, Kottakkal".', {
      anyLanguage: true,
    }),
    abroad: optionalWords(
      'From abroad',
      "For parents paying from abroad: the bank's SWIFT code, and anything else their bank will ask. Leave empty for none.",
      { multiline: true },
    ),
    failed: optionalWords(
      'If a payment fails',
      'What a parent should do if money left the account but the payment failed (most banks return it within days).',
      { multiline: true },
    ),
    twice: optionalWords('If paid twice', 'What a parent should do after paying the same fee twice.', {
      multiline: true,
    }),
  },
);

type Payment = v.InferOutput<typeof fields>;

/** A bank transfer needs all three of the account's name, its number and the IFSC, or none of them. */
const accountPart = (key: 'accountName' | 'accountNumber' | 'ifsc') =>
  v.forward(
    v.check<Payment, string>(
      (pay) => pay[key] !== '' || (pay.accountName === '' && pay.accountNumber === '' && pay.ifsc === ''),
      'is empty: a bank transfer needs the account name, its number and the IFSC',
    ),
    [key],
  );

export const paymentSchema = v.pipe(
  fields,
  v.forward(
    v.check((pay) => pay.upiId === '' || pay.payee !== '', 'is empty: write the name UPI apps show for the UPI ID'),
    ['payee'],
  ),
  accountPart('accountName'),
  accountPart('accountNumber'),
  accountPart('ifsc'),
);

export type PaymentContent = v.InferOutput<typeof paymentSchema>;

/** Whether the school has said how to pay: a UPI ID, or a bank account. */
export const canPay = (payment: PaymentContent): boolean => payment.upiId !== '' || payment.accountNumber !== '';
