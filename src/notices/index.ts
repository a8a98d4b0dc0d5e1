/**
 * The notices feature's door for the app (issue 65): what the shell and the pages use of the notices, the son's class
 * and push, and nothing past it (eslint.config.js, LAYERS). The worker, the relay and the scripts have a door of their
 * own, ./shared/: the contracts and rules they share with the pages, which import only src/lib.
 *
 * The modules behind this door only define what they export (scripts/build/feature-doors.ts), so a page carries only
 * what it takes from here, and each piece stays in the chunk it would be in without the door.
 */
export { UrgentNotices } from './urgent-notices.tsx';
export { LatestNotices } from './latest-notices.tsx';
export { NoticeCard, NoticeLink } from './notice-card.tsx';
export { ForClass } from './for-class.tsx';
export { useNotices, usePublishedNotices } from './store.ts';
export { fetchNoticesLater, mendPushLater } from './later.ts';
export { isCurrent, noticeDescription, noticeList } from './shared/rules.ts';
export { confirmationOf } from './shared/confirmation.ts';
// The son's class: chosen once, on this phone, and sent to the relay by a phone that takes notices.
export { chosenClasses, useChosenClasses } from './my-classes.ts';
export { ClassChoice } from './classes/class-choice.tsx';
export { OtherClasses } from './classes/other-classes.tsx';
// Push: "Notify me", the state of this phone, and the app's badge.
export { NotifyMe } from './push/notify-me.tsx';
export { turnPush, type PushOutcome } from './push/push-state.ts';
export { isInstalled, pushSupport, subscribedHere } from './push/push-phone.ts';
export { clearNoticesBadge } from './push/badge.ts';
