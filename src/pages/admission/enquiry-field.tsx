import type { ReactNode } from 'react';
import { Icon } from '../../ui/icons.tsx';

export const fieldId = (field: string) => `enquiry-${field}`;

interface EnquiryFieldProps {
  field: string;
  label: string;
  /** Written after the label of a field a parent may leave empty: "(optional)". */
  optional?: string;
  hint?: string;
  /** What to fix, once the parent has tried to send. */
  problem?: string;
  wide?: boolean;
  /** The control, given the props that tie it to the label, hint and problem. */
  children: (control: {
    id: string;
    name: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** One field of the enquiry: label, hint, problem, then the control, all tied together for screen readers. */
export function EnquiryField({ field, label, optional, hint, problem, wide, children }: EnquiryFieldProps) {
  const id = fieldId(field);
  const described = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(' ');
  return (
    <div className={`enquiry__field${wide ? ' enquiry__field--wide' : ''}`} data-invalid={problem ? true : undefined}>
      <label htmlFor={id}>
        {label}
        {optional && <span className="enquiry__optional"> ({optional})</span>}
      </label>
      {hint && (
        <p className="enquiry__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {problem && (
        <p className="enquiry__problem" id={`${id}-problem`}>
          <Icon name="alert" size={18} />
          {problem}
        </p>
      )}
      {children({
        id,
        name: field,
        'aria-invalid': problem ? true : undefined,
        'aria-describedby': described || undefined,
      })}
    </div>
  );
}
