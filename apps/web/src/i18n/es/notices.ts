/** Notifications rendered from templates, sign-in providers, ordinals. */
export const notices = {} as const;
