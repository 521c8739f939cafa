/** The modal dialogs the shell can open; one at a time. */
export type ShellDialog = 'profile' | 'notifications' | 'settings' | 'referral' | 'exitGame';

export type OpenDialog = (dialog: ShellDialog) => void;

/** Routes where Register is hidden in the top bar (spec §2: onboarding routes). */
export function isOnboardingRoute(pathname: string): boolean {
  return pathname === '/onboarding' || pathname.startsWith('/onboarding/') || pathname === '/auth/register';
}

/** "In a game": a game is loaded and its screen is showing. */
export function isGameRoute(pathname: string): boolean {
  return pathname === '/game' || pathname.startsWith('/game/');
}
