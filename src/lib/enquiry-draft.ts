/**
 * The enquiry draft, kept on this device as the parent types (local storage, this site's origin only; never
 * sent anywhere). It survives a reload, a closed tab, a crash and going offline; "Start a new enquiry", or
 * emptying the form, clears it. Reading is forgiving: anything stored that is not a well-formed draft is ignored, never trusted.
 */
import { applyingForOptions, emptyDraft, type ApplyingFor, type EnquiryDraft } from './enquiry.ts';

export const DRAFT_KEY = 'admission-enquiry';

export interface StoredEnquiry {
  draft: EnquiryDraft;
  /** When it was last changed (ms since the epoch). */
  savedAt: number;
  /** When it was last sent, and how; absent until then. */
  sent?: { at: number; via: 'whatsapp' | 'email' };
}

const text = (value: unknown, max: number): string => (typeof value === 'string' ? value.slice(0, max) : '');

/** A stored value read back as an enquiry, or null when there is none (or it is not one). */
export function parseStoredEnquiry(raw: string | null): StoredEnquiry | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { draft, savedAt, sent } = value as Record<string, unknown>;
  if (typeof draft !== 'object' || draft === null || typeof savedAt !== 'number') return null;
  const d = draft as Record<string, unknown>;
  const applyingFor = applyingForOptions.includes(d.applyingFor as ApplyingFor)
    ? (d.applyingFor as ApplyingFor)
    : emptyDraft().applyingFor;
  const stored: StoredEnquiry = {
    draft: {
      parentName: text(d.parentName, 200),
      studentName: text(d.studentName, 200),
      applyingFor,
      phone: text(d.phone, 40),
      visitDate: text(d.visitDate, 10),
      message: text(d.message, 2000),
    },
    savedAt,
  };
  const s = sent as Record<string, unknown> | undefined;
  if (s && typeof s.at === 'number' && (s.via === 'whatsapp' || s.via === 'email'))
    stored.sent = { at: s.at, via: s.via };
  return stored;
}

/** Whether a draft has anything the parent typed (a stream choice alone is not worth keeping). */
export const hasTyped = (draft: EnquiryDraft): boolean =>
  [draft.parentName, draft.studentName, draft.phone, draft.visitDate, draft.message].some((v) => v.trim() !== '');

export function loadEnquiry(storage: Storage = localStorage): StoredEnquiry | null {
  try {
    return parseStoredEnquiry(storage.getItem(DRAFT_KEY));
  } catch {
    return null;
  }
}

export function saveEnquiry(stored: StoredEnquiry, storage: Storage = localStorage): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // Storage full or refused (private browsing): the form still works; the draft just is not kept.
  }
}

export function clearEnquiry(storage: Storage = localStorage): void {
  try {
    storage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing was kept.
  }
}
