import { AppFrame } from '../app-frame';
import { UserShell } from './user-shell';

/** The user area's frame and shell, loaded with its first screen. */
export function UserArea() {
  return (
    <AppFrame>
      <UserShell />
    </AppFrame>
  );
}
