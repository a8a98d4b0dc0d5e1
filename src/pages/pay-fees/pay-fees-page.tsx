import { useRef, type MouseEvent } from 'react';
import { PageIntro } from '../../blocks/page-intro.tsx';
import { FactSection, Prose } from '../../blocks/facts.tsx';
import { useLang } from '../../content/context.tsx';
import { identity } from '../../content/identity.ts';
import type { PayFeesContent, PayItem } from '../../content/index.ts';
import { chatLink } from '../../lib/links.ts';
import { languageTags } from '../../lib/routes.ts';
import { dateInWords, schoolDay } from '../../lib/school-time.ts';
import { fill, rupees } from '../../lib/text.ts';
import { paymentNote, upiLink } from '../../lib/upi.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { Icon } from '../../ui/icons.tsx';
import { QrImage } from './qr-image.tsx';
import { useAdmissionNumber } from './use-admission-number.ts';
import './pay-fees-page.css';

const NUMBER_ID = 'admission-number';

/** One fee or instalment: its amount, the UPI button and QR code that pay it, and the receipt for the office. */
function Due({ item, content, number }: { item: PayItem; content: PayFeesContent; number: string }) {
  const lang = useLang();
  const hydrated = useHydrated();
  const { payment } = content;
  const amount = rupees(item.amount);
  // The served page's link names the fee alone (as its QR code does); the parent's admission number joins it.
  const upi = item.upi && number ? upiLink(payment, item.amount, paymentNote(item.note, number)) : item.upi;
  const receipt = (day: string) =>
    chatLink(
      identity.whatsappNumber,
      fill(content.receipt.text, {
        fee: item.name,
        amount,
        date: day || content.receipt.notGiven,
        number: number || content.receipt.notGiven,
      }),
    );
  const today = () => dateInWords(schoolDay(new Date()), languageTags[lang].hreflang);
  // Today is the phone's: the served page cannot know it, so a tap before the app has started writes it in then.
  const sendReceipt = (event: MouseEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = receipt(today());
  };
  return (
    <li className="pay-due">
      <h3 className="pay-due__name">{item.name}</h3>
      <p className="pay-due__amount">
        <strong>{amount}</strong> <span>{item.when}</span>
      </p>
      <p className="pay-due__actions">
        {upi && (
          <a className="button button--primary" href={upi}>
            {fill(content.upi.pay, { amount })}
          </a>
        )}
        <a className="button button--ghost" href={receipt(hydrated ? today() : '')} onClick={sendReceipt}>
          <Icon name="whatsapp" size={20} />
          {content.receipt.button}
        </a>
      </p>
      {item.qr && (
        <figure className="pay-due__qr">
          <QrImage qr={item.qr} label={fill(content.upi.qrName, { fee: item.name })} />
          <figcaption>{content.upi.qr}</figcaption>
        </figure>
      )}
    </li>
  );
}

function Dues({
  id,
  heading,
  items,
  ...rest
}: {
  id: string;
  heading: string;
  items: PayItem[];
  content: PayFeesContent;
  number: string;
}) {
  if (items.length === 0) return null;
  return (
    <FactSection id={id} heading={heading}>
      <ul className="pay-dues">
        {items.map((item, i) => (
          <Due key={`${i}-${item.name}`} item={item} {...rest} />
        ))}
      </ul>
    </FactSection>
  );
}

/**
 * /pay-fees: each fee and instalment with a button that opens a UPI app with the amount, the school's UPI ID and a
 * note naming the fee (and the boy's admission number, once typed), the same as a QR code for another phone, and
 * the receipt to send the office on WhatsApp; then the bank account for NEFT, IMPS and transfers from abroad, and
 * what to do when a payment goes wrong. Everything is in the served page: it works offline and without a script.
 */
export default function PayFeesPage({ content }: { content: PayFeesContent }) {
  const input = useRef<HTMLInputElement>(null);
  const { typed, number, invalid, change } = useAdmissionNumber(input);
  const { fees, payment, bank, problems } = content;
  const described = [`${NUMBER_ID}-hint`, invalid && `${NUMBER_ID}-problem`].filter(Boolean).join(' ');
  return (
    <>
      <PageIntro heading={content.intro.heading} text={content.intro.text} />
      <div className="container facts pay">
        {payment.upiId && (
          <FactSection id="pay-upi" heading={content.upi.heading}>
            <p className="facts__text">{content.upi.text}</p>
            <dl className="pay__account">
              <div>
                <dt>{content.upi.idLabel}</dt>
                <dd>{payment.upiId}</dd>
              </div>
              <div>
                <dt>{content.upi.payeeLabel}</dt>
                <dd>{payment.payee}</dd>
              </div>
            </dl>
          </FactSection>
        )}
        <div className="pay__number">
          <label htmlFor={NUMBER_ID}>{content.number.label}</label>
          <p className="pay__hint" id={`${NUMBER_ID}-hint`}>
            {content.number.hint}
          </p>
          {invalid && (
            <p className="pay__problem" id={`${NUMBER_ID}-problem`}>
              <Icon name="alert" size={18} />
              {content.number.invalid}
            </p>
          )}
          <input
            ref={input}
            id={NUMBER_ID}
            name="admissionNumber"
            autoComplete="off"
            spellCheck={false}
            maxLength={30}
            value={typed}
            onChange={(event) => change(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={described}
          />
        </div>
        <Dues id="pay-fees" heading={fees.heading} items={fees.items} content={content} number={number} />
        <Dues
          id="pay-instalments"
          heading={fees.instalmentsHeading}
          items={fees.instalments}
          content={content}
          number={number}
        />
        {payment.accountNumber && (
          <FactSection id="pay-bank" heading={bank.heading}>
            <p className="facts__text">{bank.text}</p>
            <dl className="pay__account">
              {(['accountName', 'accountNumber', 'ifsc', 'branch'] as const)
                .filter((key) => payment[key])
                .map((key) => (
                  <div key={key}>
                    <dt>{bank[key]}</dt>
                    <dd>{payment[key]}</dd>
                  </div>
                ))}
            </dl>
            {payment.abroad && (
              <FactSection id="pay-abroad" level={3} heading={bank.abroad}>
                <Prose text={payment.abroad} />
              </FactSection>
            )}
          </FactSection>
        )}
        {(payment.failed || payment.twice) && (
          <FactSection id="pay-problems" heading={problems.heading}>
            {payment.failed && (
              <FactSection id="pay-failed" level={3} heading={problems.failed}>
                <Prose text={payment.failed} />
              </FactSection>
            )}
            {payment.twice && (
              <FactSection id="pay-twice" level={3} heading={problems.twice}>
                <Prose text={payment.twice} />
              </FactSection>
            )}
          </FactSection>
        )}
      </div>
    </>
  );
}
