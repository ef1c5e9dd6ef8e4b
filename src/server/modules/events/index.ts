/** Live updates: writes announce changes in their transaction; open streams pass them on. */
export {
  announceChange,
  announceChanges,
  changeNoticesSent,
  sessionEndedNotice,
} from './change-notices.ts';
