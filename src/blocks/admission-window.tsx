import { useEffect, useState } from 'react';
import type { AdmissionWindowContent } from '../content/index.ts';
import { admissionWindow } from '../lib/admission-window.ts';
import { schoolDay } from '../lib/school-time.ts';
import { fill } from '../lib/text.ts';
import { Icon } from '../ui/icons.tsx';
import './admission-window.css';

/**
 * One line on where admission stands: opening on a day, so many days left, closing tomorrow or today, or closed.
 * The served page counts from the day it was built; once the app runs it counts from today at the school, so an
 * installed app or an old copy never says "5 days left" a week late. Nothing is shown without a closing date.
 */
export function AdmissionWindowLine({
  window: { dates, words, dateWords, builtOn },
  href,
}: {
  window: AdmissionWindowContent;
  href?: string;
}) {
  const [today, setToday] = useState(builtOn);
  // After hydration, which must match the served page; the device's clock is read only then.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setToday(schoolDay(new Date())), []);
  const state = admissionWindow(dates, today);
  if (!state) return null;
  const date = dateWords[state.date] ?? state.date;
  const text = fill(words[state.state], { date, n: state.state === 'open' ? state.daysLeft : '' });
  return (
    <p className="admission-window" data-state={state.state}>
      <Icon name="clock" />
      <span>
        {text}
        {href && (
          <>
            {' '}
            {/* A whole page load, so the browser lands on the section (the app's navigation starts at the top). */}
            <a href={href}>{words.link}</a>
          </>
        )}
      </span>
    </p>
  );
}
