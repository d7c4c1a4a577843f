import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { isNetworkFailure, messageOf } from '../api/http';
import {
  removeReferenceRow,
  type ReferenceKind,
  type ReferenceRows,
} from '../offline/reference-cache';
import { showAlert } from '../lib/alert';
import { useReferenceRecord, type ReferenceRecordState } from './useReferenceRecord';

export interface ReferenceDetailTexts {
  /** Alerted when the server answers 404 (or the id is not an id); then back to the list. */
  notFound: string;
  /** Fallback alerted when the record cannot be loaded and nothing is cached. */
  loadFailed: string;
  listPath: string;
}

/**
 * A reference detail screen's record (cached first, then fresh) plus the spec's failure
 * handling: not found → alert and redirect to the list; other failures → one alert.
 */
export function useReferenceDetail<K extends ReferenceKind>(
  kind: K,
  id: number | null,
  fetchRecord: (id: number) => Promise<ReferenceRows[K]>,
  { notFound, loadFailed, listPath }: ReferenceDetailTexts,
): ReferenceRecordState<K> {
  const state = useReferenceRecord(kind, id, fetchRecord);
  const navigate = useNavigate();
  // Alert once per screen even when effects run twice (React StrictMode in development).
  const alerted = useRef(false);

  useEffect(() => {
    if (!state.notFound || alerted.current) return;
    alerted.current = true;
    // A record deleted elsewhere must not linger in the offline copy.
    if (id !== null) void removeReferenceRow(kind, id).catch(() => undefined);
    showAlert(notFound);
    void navigate(listPath, { replace: true });
  }, [state.notFound, id, kind, notFound, listPath, navigate]);

  // Offline the screen shows the banner, not an alert (DESIGN.md: alerts are for failures online).
  const failedWithNothingShown =
    !state.notFound &&
    !state.loading &&
    state.record === null &&
    Boolean(state.error) &&
    !isNetworkFailure(state.error);
  useEffect(() => {
    if (!failedWithNothingShown || alerted.current) return;
    alerted.current = true;
    showAlert(messageOf(state.error, loadFailed));
  }, [failedWithNothingShown, state.error, loadFailed]);

  return state;
}
