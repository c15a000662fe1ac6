/** The path of one activity session, under which its seat, waitlist and payment calls sit. */
export const occurrencePath = (id: string) => `/user/activity/occurrence/${encodeURIComponent(id)}`;
