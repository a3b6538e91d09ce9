/** Toasts hide after 3 s unless a caller asks for longer (5 s for group activation, saved search). */
export const toastDurationMs = 3000;

/** Page-size choices of paged tables (spec: 10, 25, 50, 100). */
export const pageSizeOptions = [10, 25, 50, 100] as const;

/** Pause on a success message before the screen moves on (registration, password reset). */
export const redirectDelayMs = 3000;
