/** The path of one club, as the platform's operator reads and changes it. */
export const adminClubPath = (id: string) => `/admin/clubs/${encodeURIComponent(id)}`;
