import { useEffect, useState, type RefObject } from 'react';
import { ADMISSION_NUMBER_KEY, admissionNumber } from '../../lib/upi.ts';

function stored(): string {
  try {
    return admissionNumber(localStorage.getItem(ADMISSION_NUMBER_KEY) ?? '');
  } catch {
    return ''; // storage refused (a private window in an old browser): the box starts empty
  }
}

function keep(value: string): void {
  try {
    if (value) localStorage.setItem(ADMISSION_NUMBER_KEY, value);
    else localStorage.removeItem(ADMISSION_NUMBER_KEY);
  } catch {
    // Not kept on this phone: the number still works on this page until it is closed.
  }
}

/**
 * The admission number box: what is typed, the number it is (or '' if it is not one), and whether to say so. The
 * served page has an empty box; once the app runs, what a parent typed before it started wins, else the number
 * kept on this phone comes back. Kept on each change.
 */
export function useAdmissionNumber(input: RefObject<HTMLInputElement | null>) {
  const [typed, setTyped] = useState('');
  // An effect: hydration must match the served (empty) box, and the phone is read only after it.
  /* eslint-disable react-hooks/set-state-in-effect, react-hooks/exhaustive-deps */
  useEffect(() => {
    const early = input.current?.value ?? '';
    if (early.trim()) {
      setTyped(early);
      keep(admissionNumber(early));
    } else setTyped(stored());
  }, []);
  /* eslint-enable react-hooks/set-state-in-effect, react-hooks/exhaustive-deps */
  const number = admissionNumber(typed);
  return {
    typed,
    number,
    invalid: typed.trim() !== '' && number === '',
    change(value: string) {
      setTyped(value);
      keep(admissionNumber(value));
    },
  };
}
