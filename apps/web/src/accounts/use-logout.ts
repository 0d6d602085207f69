import { useLogoutMutation } from '../store/api';
import { loggedOut } from '../store/auth-slice';
import { useAppDispatch } from '../store/hooks';

/** Logs out: the server revokes the token, and the browser forgets it whatever the server says. */
export function useLogout(): () => void {
  const dispatch = useAppDispatch();
  const [logout] = useLogoutMutation();
  return () => void logout().finally(() => dispatch(loggedOut()));
}
