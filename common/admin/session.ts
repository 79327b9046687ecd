/** Spec §9: the admin client refreshes its session every 18 000 000 ms (5 hours). */
export const ADMIN_REFRESH_EVERY_MS = 18_000_000;
