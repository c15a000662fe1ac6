/** The path of one night, under which its place, waitlist and running calls sit. */
export const nightPath = (id: string) => `/user/social/night/${encodeURIComponent(id)}`;
