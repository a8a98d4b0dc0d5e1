import { PageIntro } from '../../blocks/page-intro.tsx';
import { Checklist, Contact, FactSection, FactTable, Prose, anyOf } from '../../blocks/facts.tsx';
import type { ResidentialLifeContent } from '../../content/index.ts';

/**
 * Life in the hostel, as the school writes it: the day, the food, visits and calls, what to bring, care when
 * unwell and the warden. Built only once the school has filled some of it in (scripts/build/content/filled.ts); each part
 * shows only when it has the school's words.
 */
export default function ResidentialLifePage({ content: page }: { content: ResidentialLifeContent }) {
  const { timetable, menu, visits, calls, bring, medical, warden } = page;
  return (
    <>
      <PageIntro heading={page.intro.heading} text={page.intro.text} />
      <div className="container facts">
        {timetable.rows.length > 0 && (
          <FactSection id="day" heading={timetable.heading}>
            <FactTable
              caption={timetable.heading}
              columns={[
                { label: timetable.timeLabel, cell: (row) => row.time },
                { label: timetable.activityLabel, cell: (row) => row.activity },
              ]}
              rows={timetable.rows}
              rowKey={(row, i) => `${i}-${row.time}`}
            />
          </FactSection>
        )}
        {menu.days.length > 0 && (
          <FactSection id="menu" heading={menu.heading}>
            <FactTable
              caption={menu.heading}
              columns={[
                { label: menu.dayLabel, cell: (day) => day.day },
                { label: menu.breakfastLabel, cell: (day) => day.breakfast },
                { label: menu.lunchLabel, cell: (day) => day.lunch },
                { label: menu.dinnerLabel, cell: (day) => day.dinner },
              ]}
              rows={menu.days}
              rowKey={(day, i) => `${i}-${day.day}`}
            />
          </FactSection>
        )}
        {anyOf(visits.text) && (
          <FactSection id="visits" heading={visits.heading}>
            <Prose text={visits.text} />
          </FactSection>
        )}
        {anyOf(calls.text) && (
          <FactSection id="calls" heading={calls.heading}>
            <Prose text={calls.text} />
          </FactSection>
        )}
        {bring.items.length > 0 && (
          <FactSection id="bring" heading={bring.heading}>
            <Checklist items={bring.items} />
          </FactSection>
        )}
        {anyOf(medical.text) && (
          <FactSection id="medical" heading={medical.heading}>
            <Prose text={medical.text} />
          </FactSection>
        )}
        {anyOf(warden.name, warden.phone, warden.text) && (
          <FactSection id="warden" heading={warden.heading}>
            <Contact name={warden.name} phone={warden.phone} />
            <Prose text={warden.text} />
          </FactSection>
        )}
      </div>
    </>
  );
}
