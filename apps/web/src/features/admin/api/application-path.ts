/** The path of one club application, under which the operator's decisions sit. */
export const applicationPath = (id: string) => `/admin/club-applications/${encodeURIComponent(id)}`;
