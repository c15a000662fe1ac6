import { openEventStream } from './event-stream-request';

/** GET /user/me/notifications/stream: the reader's live stream of server-sent events. */
export const openNotificationStream = (signal: AbortSignal): Promise<Response> =>
  openEventStream('/user/me/notifications/stream', signal);
