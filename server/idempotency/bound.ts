/** Answers kept for a replay are at most this long in full (design: Limits). */
export const MAX_STORED_ANSWER = 64 * 1024;

/**
 * The answer text to keep for an Idempotency-Key: in full up to MAX_STORED_ANSWER, else its
 * summary: the top-level numbers, booleans and short strings of a JSON object (an import's
 * created and updated, say), marked `truncated`. A replay then answers the summary.
 */
export function boundedAnswer(body: string | null): string | null {
  if (body === null || body.length <= MAX_STORED_ANSWER) return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return JSON.stringify({ truncated: true });
  }
  const summary: Record<string, unknown> = {};
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) {
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      const small = typeof value === 'string' ? value.length <= 200 : typeof value !== 'object';
      if (small) summary[key] = value;
    }
  }
  return JSON.stringify({ ...summary, truncated: true });
}
