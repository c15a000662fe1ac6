/** The zod-free half of court-admin.ts: what a screen can use before zod has loaded. */

export const maxPeaksPerCourt = 10;

/** PUT /owner/court/{id}/photo: the multipart field that carries the picture. */
export const courtPhotoField = 'photo';
