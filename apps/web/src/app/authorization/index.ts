/** Who may see which screens; the server checks every call again on its side. */
export { OwnerArea, RequireOwner } from './require-owner';
export { RequireUser } from './require-user';
