/**
 * Paying a fee by UPI: the payment link every UPI app opens (NPCI's `upi://pay` deep link), its note, and the
 * receipt a parent sends the office. Plain functions: the build writes the links and QR codes with them, and the
 * pay page rewrites the links once a parent types the boy's admission number.
 */

/** Who is paid: the school's UPI ID and the name UPI apps show for it. */
export interface Payee {
  upiId: string;
  payee: string;
}

/** UPI apps cut a payment's note short beyond this many characters (some at 50): the note keeps to it. */
export const NOTE_LENGTH = 50;

/** Where the phone keeps the admission number a parent typed (this site's local storage; never sent anywhere). */
export const ADMISSION_NUMBER_KEY = 'pay-fees:admission-number';

/** An admission number as a parent may type it: letters, digits, and / or - between them. */
export const ADMISSION_NUMBER = /^[A-Za-z0-9]+(?:[/-][A-Za-z0-9]+)*$/;
export const ADMISSION_NUMBER_LENGTH = 20;

/** The admission number a parent typed, tidied (spaces around it dropped, letters in capitals); '' if not one. */
export function admissionNumber(typed: string): string {
  const value = typed.trim().toUpperCase();
  return value.length <= ADMISSION_NUMBER_LENGTH && ADMISSION_NUMBER.test(value) ? value : '';
}

/**
 * A payment's note: the admission number first (so a long fee name cut short never loses it), then the fee.
 * Cut at NOTE_LENGTH characters (letters, not bytes: a Malayalam name is not split inside a letter).
 */
export function paymentNote(fee: string, number = ''): string {
  const note = number ? `${number} ${fee}` : fee;
  const letters = [...note.replace(/\s+/g, ' ').trim()];
  return letters.length <= NOTE_LENGTH ? letters.join('') : letters.slice(0, NOTE_LENGTH).join('').trimEnd();
}

/**
 * The link that opens a UPI app to pay `amount` rupees to the school, in rupees and paise (`am=120000.00`), in INR,
 * with the note. Each value is percent-encoded (a space as %20: some apps show a `+` as it is).
 */
export function upiLink({ upiId, payee }: Payee, amount: number, note: string): string {
  const params: [string, string][] = [
    ['pa', upiId],
    ['pn', payee],
    ['am', amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', note],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/** A UPI link's parts, read back (the tests read the page's links with it). */
export function readUpiLink(link: string): Record<string, string> {
  const url = new URL(link);
  if (url.protocol !== 'upi:') throw new Error(`${link} is not a UPI link`);
  return Object.fromEntries([...url.searchParams.entries()]);
}
