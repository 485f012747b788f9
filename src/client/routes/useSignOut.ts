import { useLocation } from 'wouter';
import { useSession } from '../state/session.js';

/**
 * Logout: to the sign-in page as it is, without the page just left as the place to come back to,
 * so whoever signs in next on this tab starts at /. (A session that ends by itself keeps it.)
 */
export function useSignOut(): () => void {
  const { logout } = useSession();
  const [, navigate] = useLocation();
  return () => {
    navigate('/ap/login', { replace: true });
    logout();
  };
}
