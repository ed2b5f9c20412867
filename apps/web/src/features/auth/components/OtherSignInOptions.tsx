import { Button, Divider, Skeleton, Stack } from '@mantine/core';
import { IconBrandGoogleFilled, IconBrandWindows, IconUserQuestion } from '@tabler/icons-react';
import { isInApp } from '../../../app/in-app';
import { oauthStartUrl } from '../auth.api';
import { useAuthProviders } from '../hooks/use-auth-providers';
import { useGuestLogin } from '../hooks/use-login';

/**
 * Below step 1: "Continue as guest", and Google / Microsoft when the server has them configured. Inside
 * the app, Google and Microsoft are hidden (the spec's in-app rule: their sign-in pages refuse embedded web
 * views), and only the email code and the guest remain.
 */
export function OtherSignInOptions({ onSignedIn }: { onSignedIn: () => void }) {
  const inApp = isInApp();
  const providers = useAuthProviders(!inApp);
  const guest = useGuestLogin();

  return (
    <>
      <Divider label="or" labelPosition="center" my="lg" />
      <Stack gap="sm">
        {!inApp && providers.isPending && <Skeleton height={42} radius="md" aria-hidden />}
        {!inApp && providers.data?.google && (
          <Button
            component="a"
            href={oauthStartUrl('google')}
            variant="default"
            size="md"
            leftSection={<IconBrandGoogleFilled size={18} aria-hidden />}
          >
            Continue with Google
          </Button>
        )}
        {!inApp && providers.data?.microsoft && (
          <Button
            component="a"
            href={oauthStartUrl('microsoft')}
            variant="default"
            size="md"
            leftSection={<IconBrandWindows size={18} aria-hidden />}
          >
            Continue with Microsoft
          </Button>
        )}
        <Button
          variant="light"
          size="md"
          leftSection={<IconUserQuestion size={18} aria-hidden />}
          loading={guest.isPending}
          onClick={() => guest.mutate(undefined, { onSuccess: onSignedIn })}
        >
          Continue as guest
        </Button>
      </Stack>
    </>
  );
}
