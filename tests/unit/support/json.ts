/** A JSON answer as the server sends it. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The server's error shape: `{error: {message}}`, one message or several. */
export function errorResponse(status: number, message?: string | string[]): Response {
  return message === undefined
    ? new Response('', { status })
    : jsonResponse({ error: { message } }, status);
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}
