import { useRef, type FormEvent } from 'react';
import { useLang, useSite } from '../../content/context.tsx';
import { identity } from '../../content/identity.ts';
import { subscribedHere } from '../push/push-phone.ts';
import { confirmationOf } from '../shared/confirmation.ts';
import { className, classTag, yearKeys } from '../../lib/classes.ts';
import { streamKeys } from '../../lib/streams.ts';
import { CHOICE_FIELDS, useChosenClasses, useClasses } from '../my-classes.ts';
import './class-choice.css';

/**
 * "My son is in ...": the classes a parent chooses on the phone (several sons, several classes), so the home page,
 * the notices, the urgent notices and the calendar show his class's first and fold the others. A plain form in the
 * served HTML: pressed before the app has started, it sends the choice in the address, which the app keeps
 * (src/notices/my-classes.ts). Without JavaScript it is not offered (class-choice.css), and everything shows.
 */
export function ClassChoice() {
  const site = useSite();
  const lang = useLang();
  const words = site.classes;
  const chosen = useChosenClasses();
  const choose = useClasses((s) => s.choose);
  const details = useRef<HTMLDetailsElement>(null);
  const names = chosen.map((tag) => className(tag, words)).join(', ');

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const form = new FormData(event.currentTarget);
    choose(submitter?.value === CHOICE_FIELDS.clear ? [] : form.getAll(CHOICE_FIELDS.class));
    if (details.current) details.current.open = false;
    // A phone that takes notices takes those of its new classes from now on.
    const classes = useClasses.getState().chosen;
    if (subscribedHere())
      void import('../push/push-mend.ts').then(({ updatePushClasses }) =>
        updatePushClasses({ lang, classes }, identity, confirmationOf(site.pwa, lang)),
      );
  };

  return (
    <details className="class-choice" ref={details}>
      <summary className="class-choice__summary">
        {words.myClasses}: <strong>{names || words.everyClass}</strong>
      </summary>
      {/* Remounted with the phone's choice once it is read, so the boxes show it. */}
      <form className="class-choice__form" method="get" onSubmit={save} key={chosen.join()}>
        <input type="hidden" name={CHOICE_FIELDS.marker} value="1" />
        {yearKeys.map((year) => (
          <fieldset key={year} className="class-choice__year">
            <legend>{words[year]}</legend>
            {streamKeys.map((stream) => {
              const tag = classTag(year, stream);
              return (
                <label key={tag} className="class-choice__class">
                  <input type="checkbox" name={CHOICE_FIELDS.class} value={tag} defaultChecked={chosen.includes(tag)} />
                  {words[stream]}
                </label>
              );
            })}
          </fieldset>
        ))}
        <p className="class-choice__hint">{words.hint}</p>
        <p className="class-choice__buttons">
          <button type="submit" className="button button--primary" name={CHOICE_FIELDS.action} value="save">
            {words.save}
          </button>
          <button
            type="submit"
            className="button button--ghost"
            name={CHOICE_FIELDS.action}
            value={CHOICE_FIELDS.clear}
          >
            {words.clear}
          </button>
        </p>
      </form>
    </details>
  );
}
