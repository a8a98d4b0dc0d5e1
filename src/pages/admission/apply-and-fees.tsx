import { Link } from '../../ui/link.tsx';
import { AdmissionWindowLine } from '../../blocks/admission-window.tsx';
import { Checklist, FactSection, FactTable, Prose, anyOf } from '../../blocks/facts.tsx';
import { useLang } from '../../content/context.tsx';
import type { AdmissionContent } from '../../content/index.ts';
import { APPLY_ANCHOR } from '../../lib/admission-window.ts';
import { pagePath, paths } from '../../lib/routes.ts';
import { rupees } from '../../lib/text.ts';

const APPLY_ID = APPLY_ANCHOR;
const FEES_ID = 'fees';

const dateKeys = ['opens', 'closes', 'test', 'results'] as const;

/**
 * How to apply: who may, the steps, the documents and the key dates (as dates), with where admission stands.
 * Each part shows once the school has filled it in; with nothing filled in, there is no section at all.
 */
export function HowToApply({ apply, admissionWindow }: Pick<AdmissionContent, 'apply' | 'admissionWindow'>) {
  const dates = dateKeys.filter((key) => apply.dates[key]);
  if (!anyOf(apply.intro, apply.eligibility, apply.steps, apply.documents) && dates.length === 0) return null;
  const { dateWords } = admissionWindow;
  return (
    <section id={APPLY_ID} className="section admission-facts" aria-labelledby={`${APPLY_ID}-heading`}>
      <div className="container facts">
        <h2 id={`${APPLY_ID}-heading`}>{apply.heading}</h2>
        <AdmissionWindowLine window={admissionWindow} />
        {apply.intro && <Prose text={apply.intro} />}
        {dates.length > 0 && (
          <FactSection id="apply-dates" level={3} heading={apply.datesHeading}>
            <dl className="admission-facts__dates">
              {dates.map((key) => (
                <div key={key}>
                  <dt>{apply.dateLabels[key]}</dt>
                  <dd>
                    <time dateTime={apply.dates[key]}>{dateWords[apply.dates[key]] ?? apply.dates[key]}</time>
                  </dd>
                </div>
              ))}
            </dl>
          </FactSection>
        )}
        {apply.eligibility && (
          <FactSection id="apply-eligibility" level={3} heading={apply.eligibilityHeading}>
            <Prose text={apply.eligibility} />
          </FactSection>
        )}
        {apply.steps.length > 0 && (
          <FactSection id="apply-steps" level={3} heading={apply.stepsHeading}>
            <ol className="admission-facts__steps">
              {apply.steps.map((step, i) => (
                <li key={i}>{step}</li>
              ))}
            </ol>
          </FactSection>
        )}
        {apply.documents.length > 0 && (
          <FactSection id="apply-documents" level={3} heading={apply.documentsHeading}>
            <Checklist items={apply.documents} />
          </FactSection>
        )}
      </div>
    </section>
  );
}

/**
 * The fees in rupees, the instalments and the refund rule, and the way to the pay page once the school has said how
 * to pay; not shown until the school enters a fee.
 */
export function Fees({
  fees,
  admissionWindow: { dateWords },
  payPage: pay,
}: Pick<AdmissionContent, 'fees' | 'admissionWindow' | 'payPage'>) {
  const lang = useLang();
  if (fees.items.length === 0) return null;
  return (
    <section id={FEES_ID} className="section admission-facts" aria-labelledby={`${FEES_ID}-heading`}>
      <div className="container facts">
        <h2 id={`${FEES_ID}-heading`}>{fees.heading}</h2>
        {fees.intro && <Prose text={fees.intro} />}
        <FactTable
          caption={fees.heading}
          columns={[
            { label: fees.itemLabel, cell: (fee) => fee.item },
            { label: fees.amountLabel, cell: (fee) => rupees(fee.amount), numeric: true },
            { label: fees.periodLabel, cell: (fee) => fee.period },
          ]}
          rows={fees.items}
          rowKey={(fee, i) => `${i}-${fee.item}`}
        />
        {fees.instalments.length > 0 && (
          <FactSection id="fees-instalments" level={3} heading={fees.instalmentsHeading}>
            <FactTable
              caption={fees.instalmentsHeading}
              columns={[
                { label: fees.instalmentLabel, cell: (part) => part.name },
                { label: fees.amountLabel, cell: (part) => rupees(part.amount), numeric: true },
                {
                  label: fees.dueLabel,
                  cell: (part) => <time dateTime={part.due}>{dateWords[part.due] ?? part.due}</time>,
                },
              ]}
              rows={fees.instalments}
              rowKey={(part, i) => `${i}-${part.name}`}
            />
          </FactSection>
        )}
        {pay && (
          <FactSection id="fees-pay" level={3} heading={pay.title}>
            <p className="facts__text">{pay.description}</p>
            <p>
              <Link className="button button--primary" to={pagePath(paths.payFees, lang)}>
                {pay.title}
              </Link>
            </p>
          </FactSection>
        )}
        {fees.refund && (
          <FactSection id="fees-refund" level={3} heading={fees.refundHeading}>
            <Prose text={fees.refund} />
          </FactSection>
        )}
      </div>
    </section>
  );
}
