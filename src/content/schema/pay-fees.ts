/**
 * The words of the pay page (src/content/<language>/pay-fees.yaml): the school's UPI ID, account and fees are the
 * Admission page's (Fees, and its Paying the fees), typed once there.
 */
import * as v from 'valibot';
import { paragraph, words } from './fields.ts';
import { group } from './structure.ts';
import { page, pageTop } from './page.ts';

export const payFeesSchema = page(
  'payFees',
  "The words of the page on paying the fees. The UPI ID, the account and the fees are in the Admission page's Fees. The page is there once the school gives a fee and a UPI ID or an account.",
  {
    intro: pageTop(),
    number: group('Admission number', "The box for the boy's admission number, which goes into each payment's note.", {
      label: words('Label', 'The label of the box.'),
      hint: paragraph('Hint', 'Under the label: what the number is for, and that it stays on this phone.'),
      invalid: words('Not a number', 'When what is typed is not an admission number.'),
    }),
    upi: group('UPI', 'Paying each fee by UPI: a button that opens a UPI app, and its QR code.', {
      heading: words('Heading', 'The heading over the UPI payments.'),
      text: paragraph('Text', 'How to pay by UPI, in a sentence or two.'),
      idLabel: words('"UPI ID"', 'Before the UPI ID.'),
      payeeLabel: words('"Paid to"', 'Before the name UPI apps show.'),
      pay: words('Pay button', 'The button that opens a UPI app; {amount} is the amount.', { tokens: ['amount'] }),
      qr: words('Under the QR code', 'Under each QR code: how to use it from another phone.'),
      qrName: words('QR code', "What screen readers call a QR code; {fee} is the fee's name.", { tokens: ['fee'] }),
    }),
    receipt: group('Receipt', 'Sending the office the receipt by WhatsApp, once paid.', {
      button: words('Button', 'The button that opens WhatsApp with the receipt written out.'),
      text: paragraph(
        'Message',
        'The WhatsApp message: {fee} is the fee, {amount} the amount, {date} today, {number} the admission number.',
        { tokens: ['fee', 'amount', 'date', 'number'] },
      ),
      notGiven: words(
        '"Not given"',
        'Written in the message for what the phone does not know: an admission number not typed, or the day before the page has loaded.',
      ),
    }),
    bank: group('Bank transfer', 'Paying by NEFT, IMPS or from abroad, to the account.', {
      heading: words('Heading', 'The heading over the bank details.'),
      text: paragraph('Text', 'When to pay by bank transfer, in a sentence.'),
      accountName: words('"Account name"', 'Before the account name.'),
      accountNumber: words('"Account number"', 'Before the account number.'),
      ifsc: words('"IFSC"', 'Before the IFSC.', { anyLanguage: true }),
      branch: words('"Bank and branch"', 'Before the bank and branch.'),
      abroad: words('"From abroad"', 'The heading over what parents abroad need.'),
    }),
    problems: group('If something goes wrong', "The headings over the school's words on failed and double payments.", {
      heading: words('Heading', 'The heading of the section.'),
      failed: words('"If a payment fails"', 'The heading over what to do.'),
      twice: words('"If you paid twice"', 'The heading over what to do.'),
    }),
  },
);

export type PayFeesWords = v.InferOutput<typeof payFeesSchema>;
