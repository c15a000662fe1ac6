/** The zod-free half of profile.ts: what a screen can use before zod has loaded. */

/** The file field a profile photo travels in. */
export const profilePhotoField = 'photo';
/** The pictures a photo may be, as a file input's accept list. */
export const acceptedPhotoTypes = 'image/jpeg,image/png,image/webp';
export const maxPhotoBytes = 5 * 1024 * 1024;
