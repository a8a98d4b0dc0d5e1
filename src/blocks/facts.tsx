/**
 * The parts of the pages of the school's own facts (residential life, wellbeing, privacy, and how to apply and
 * the fees on the Admission page): a section with its heading, text in paragraphs, a table that reads on a
 * phone, a checklist, a person to contact. A part with nothing of the school's in it is not drawn at all.
 */
import type { ReactNode } from 'react';
import { useSite } from '../content/context.tsx';
import { mailLink, telLink } from '../lib/links.ts';
import { paragraphsOf } from '../lib/text.ts';
import { Icon } from '../ui/icons.tsx';
import './facts.css';

export function Prose({ text }: { text: string }) {
  return (
    <>
      {paragraphsOf(text).map((paragraph, i) => (
        <p key={i} className="facts__text">
          {paragraph}
        </p>
      ))}
    </>
  );
}

/** One part of a page, with its own heading: an h2, or an h3 inside a section of the page (`id` lets others link to it). */
export function FactSection({
  id,
  heading,
  level = 2,
  children,
}: {
  id: string;
  heading: string;
  level?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="facts__section" aria-labelledby={`${id}-heading`} id={id}>
      <Heading id={`${id}-heading`} className="facts__heading">
        {heading}
      </Heading>
      {children}
    </section>
  );
}

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures (amounts). */
  numeric?: boolean;
}

/**
 * A table. Below the small breakpoint a table of more than `stackFrom` columns lays each row out as a card,
 * each cell under its column's name, so a phone never scrolls sideways.
 */
export function FactTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  stackFrom = 2,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, i: number) => string;
  stackFrom?: number;
}) {
  return (
    // The roles are explicit: laid out as cards on a phone, a table would otherwise stop being read as one (WebKit).
    <table className="facts__table" role="table" data-stack={columns.length > stackFrom || undefined}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr role="row">
          {columns.map((column) => (
            <th key={column.label} scope="col" role="columnheader" data-numeric={column.numeric || undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={rowKey(row, i)} role="row">
            {columns.map((column, c) =>
              c === 0 ? (
                <th key={column.label} scope="row" role="rowheader" data-label={column.label}>
                  {column.cell(row)}
                </th>
              ) : (
                // jsx-a11y takes a cell for a grid's (interactive); this is a plain table's cell, said again on purpose.
                // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
                <td key={column.label} role="cell" data-label={column.label} data-numeric={column.numeric || undefined}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A list a parent ticks off (documents, what to bring). */
export function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="facts__checklist">
      {items.map((item, i) => (
        <li key={i}>
          <Icon name="check" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** A person to reach: their name, and their phone and e-mail as links to call and write. */
export function Contact({ name, phone, email }: { name?: string; phone?: string; email?: string }) {
  const site = useSite();
  if (!name && !phone && !email) return null;
  return (
    <div className="facts__contact">
      {name && <p className="facts__name">{name}</p>}
      {phone && (
        <p>
          <Icon name="phone" />
          <a href={telLink(phone)}>
            <span className="visually-hidden">{site.footer.phoneLabel}: </span>
            {phone}
          </a>
        </p>
      )}
      {email && (
        <p>
          <Icon name="mail" />
          <a href={mailLink(email)}>
            <span className="visually-hidden">{site.footer.emailLabel}: </span>
            {email}
          </a>
        </p>
      )}
    </div>
  );
}

/** Whether any of these has something in it: a part with nothing is not shown. */
export const anyOf = (...values: (string | readonly unknown[] | undefined)[]): boolean =>
  values.some((value) => (typeof value === 'string' ? value.trim() !== '' : (value?.length ?? 0) > 0));
