import { HEALTH_ENDPOINTS } from '../../contract/paths';
import { reportReachable, reportUnreachable } from './connectivity';
import { currentLanguage } from '../i18n';
import { API_HOST, sendRequest } from './http';

/**
 * Short: a Wi-Fi without a route swallows the request rather than refusing it, and the next
 * probe must start soon after the network returns (the outbox leaves within 5 s of it).
 */
export const PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether the server answers now: `GET /healthz` (no token, no database, a few bytes), so the
 * outbox can wait for the network without posting its entries again and again. A captive
 * portal's page or no answer is `false`. The answer also updates the page's reachability (the
 * offline banner).
 */
export async function probeServer(): Promise<boolean> {
  const answer = await sendRequest(`${API_HOST}${HEALTH_ENDPOINTS.healthz}`, {
    signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    requireJson: true,
    language: currentLanguage(),
  });
  const reachable = answer.kind === 'answered' && answer.response.ok;
  if (reachable) reportReachable();
  else reportUnreachable();
  return reachable;
}
