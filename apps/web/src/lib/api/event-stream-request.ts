import { apiUrl, reportUnauthorized } from '../api-client';
import { readToken } from '../storage';

/**
 * A live stream of server-sent events, answered as it comes (apiRequest reads a whole
 * answer). A refused token goes to login like any call's. Apart from api-client: the sign-in
 * screens never load it.
 */
export async function openEventStream(path: string, signal: AbortSignal): Promise<Response> {
  const token = await readToken();
  const response = await fetch(apiUrl(path), {
    headers: {
      Accept: 'text/event-stream',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    // A request that never ends is never among those a page waits for to call itself loaded
    // (Lighthouse waited its whole 45 s for it), nor does it compete with the screen's.
    priority: 'low',
    signal,
  });
  if (response.status === 401) reportUnauthorized();
  return response;
}
