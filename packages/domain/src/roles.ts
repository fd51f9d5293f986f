/** The gate of spec section 5: the user holds at least one of the allowed roles. */
export function hasAnyRole(userRoles: readonly string[], allowed: readonly string[]): boolean {
  return allowed.some((role) => userRoles.includes(role));
}
