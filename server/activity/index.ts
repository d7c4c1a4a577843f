/**
 * The activity log (design: Activity log and approvals): recordActivity in each write's
 * transaction (record.ts), the hash chain (chain.ts), the list (list.ts) and its check
 * (verify.ts).
 */
export {
  actorOf,
  recordActivity,
  setActivityLogging,
  type ActivityActor,
  type ActivityEntry,
  type ActivityLink,
} from './record';
export { changeSet, type ChangeSet } from './changes';
export { SUMMARIES, type SummaryKey } from './summaries';
export { activityAfter, listActivity } from './list';
export { verifyActivity, type ActivityVerification } from './verify';
