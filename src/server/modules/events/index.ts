/** Live updates: writes announce changes in their transaction; open streams pass them on. */
export {
  announceChange,
  announceChanges,
  changeNoticesSent,
  changeNoticesValues,
  sessionEndedNotice,
} from './change-notices.ts';
