/** The roles a user row holds (users.roles): guests carry ROLE_GUEST until they register. */
export const GUEST_ROLE = 'ROLE_GUEST';
export const USER_ROLE = 'ROLE_USER';

export function isGuest(user: { roles: readonly string[] }): boolean {
  return user.roles.includes(GUEST_ROLE);
}
