import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../lib/auth/use-auth';

/** Sign out: tell the server quietly, clear the session, go home. */
export function useSignOut(): () => Promise<void> {
  const { logout } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout();
    navigate('/', { replace: true });
  }, [logout, navigate]);
}
