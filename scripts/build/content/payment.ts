/**
 * The pay page's data: each fee and instalment of the Admission page's Fees with the UPI link that pays it and the
 * same link as a QR code, drawn here so the page needs no QR code of its own in the browser. The note names the fee
 * in the English words in both languages: it is read on the school's bank statement, in one language, and some UPI
 * apps mangle other scripts. The parent's admission number is added on the phone (src/lib/upi.ts).
 */
import type { PayFeesData, PayItem } from '../../../src/content/index.ts';
import { canPay } from '../../../src/content/schema/payment.ts';
import type { Lang } from '../../../src/lib/routes.ts';
import { paymentNote, upiLink } from '../../../src/lib/upi.ts';
import { dateInWords } from '../../../src/lib/school-time.ts';
import { qrCode } from '../qr-code.ts';
import type { Content } from './load.ts';
import { localeOf } from './notice-views.ts';

/** Whether the pay page has something to say in a language: a fee or an instalment, and a way to pay it. */
export function payFeesFilled(content: Content, lang: Lang): boolean {
  const fees = content.files.admission[lang]?.fees;
  return fees !== undefined && fees.items.length + fees.instalments.length > 0 && canPay(fees.payment);
}

export function payFeesData(content: Content, lang: Lang): PayFeesData {
  const fees = content.files.admission[lang]?.fees;
  const english = content.files.admission.en?.fees;
  if (!fees || !english)
    throw new Error(`admission (${lang}) has problems: the site cannot be built until they are fixed`);
  const { payment } = fees;
  const item = (name: string, amount: number, when: string, englishName = name): PayItem => {
    const note = paymentNote(englishName);
    const upi = payment.upiId ? upiLink(payment, amount, note) : '';
    return { name, amount, when, note, upi, qr: upi ? qrCode(upi) : null };
  };
  return {
    fees: {
      heading: fees.heading,
      items: fees.items.map((fee, i) => item(fee.item, fee.amount, fee.period, english.items[i]?.item)),
      instalmentsHeading: fees.instalmentsHeading,
      instalments: fees.instalments.map((part, i) =>
        item(part.name, part.amount, dateInWords(part.due, localeOf(lang)), english.instalments[i]?.name),
      ),
    },
    payment,
  };
}
