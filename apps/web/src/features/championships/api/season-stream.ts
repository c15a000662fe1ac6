import { openEventStream } from '@/lib/api/event-stream-request';
import { seasonPath } from './championship-season';

/**
 * GET /user/champion/{id}/season/stream: the championship page's live stream, a `championship`
 * event whenever its season changes, for anyone looking at it.
 */
export const openSeasonStream = (id: string, signal: AbortSignal): Promise<Response> =>
  openEventStream(`${seasonPath(id)}/stream`, signal);
