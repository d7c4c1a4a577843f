/**
 * The activity log (design: Activity log and approvals): recordActivity in each write's
 * transaction (record.ts), the hash chain (chain.ts), the list (list.ts) and its check
 * (verify.ts).
 */
export {
  actorOf,
  recordActivity,
  setActivityLogging,
  type ActivityAction,
  type ActivityActor,
  type ActivityEntry,
  type ActivityLink,
  type ActivitySummary,
} from './record';
export {
  activityTransaction,
  afterActivityCommit,
  chainCommittedNow,
  startActivityChainer,
} from './chainer';
export { changeSet, type ChangeSet } from './changes';
export { recordCreated, recordDeleted, recordEdited, type NamedEntity } from './record-edits';
export { actorById, listedNames } from './names';
export { SUMMARIES, type SummaryKey } from './summaries';
export { activityAfter, listActivity } from './list';
export { verifyActivity, type ActivityVerification } from './verify';
