import { useEffect } from 'react';
import { useLocation, useNavigate } from '../../../shared/routing';
import { notifications } from '@mantine/notifications';
import { signInErrorMessage } from '../sign-in-error';

/** Shows why a provider sign-in failed, once, and takes `signInError` out of the address. */
export function useSignInErrorFromUrl(): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const message = signInErrorMessage(location.search);
    if (!message) return;
    notifications.show({ id: 'sign-in-error', color: 'red', title: "You're not signed in", message });
    const params = new URLSearchParams(location.search);
    params.delete('signInError');
    const search = params.toString();
    void navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
  }, [location.pathname, location.search, navigate]);
}
