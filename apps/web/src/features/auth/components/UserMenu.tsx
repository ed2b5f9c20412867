import { useEffect, useRef, useState } from 'react';
import {
  Avatar,
  Badge,
  Button,
  Divider,
  Group,
  Paper,
  Popover,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import {
  IconBell,
  IconCoin,
  IconLogout,
  IconMailForward,
  IconShieldCheck,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from '../../../shared/routing';
import type { SignedInSession } from '@muse/contracts';
import { openLoginDialog } from '../login-dialog-store';
import { useSignOut } from '../hooks/use-login';
import { avatarInitial, displayName, isGuestSession, sessionTier } from '../session-view';
import { UserMenuTrigger } from './UserMenuTrigger';

function Balance({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder radius="md" px="sm" py={8}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap={4} wrap="nowrap">
        <IconCoin size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
        <Text fw={700} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value.toLocaleString('en-US')}
        </Text>
      </Group>
    </Paper>
  );
}

/**
 * The account menu: avatar trigger, who is signed in, their plan, "Your account" and "Sign out".
 * `openOnMount`: the avatar was pressed before the menu had loaded (AccountControls), so it opens at once,
 * with the focus on its trigger first so that closing it returns the focus there.
 */
export function UserMenu({
  session,
  openOnMount = false,
}: {
  session: SignedInSession;
  openOnMount?: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!openOnMount) return;
    trigger.current?.focus();
    // On the next frame, so that the popover sees the focus on its trigger and returns it there on close.
    const frame = requestAnimationFrame(() => setOpened(true));
    return () => cancelAnimationFrame(frame);
  }, [openOnMount]);
  const signOut = useSignOut();
  const guest = isGuestSession(session);
  const name = displayName(session);
  const tier = sessionTier(session);

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" width={280} trapFocus returnFocus>
      <Popover.Target>
        {/* A controlled Popover leaves toggling to its target. */}
        <UserMenuTrigger ref={trigger} session={session} onClick={() => setOpened((o) => !o)} />
      </Popover.Target>
      <Popover.Dropdown p="md">
        <Group wrap="nowrap" gap="sm">
          <Avatar radius="xl" size={44} color={guest ? 'gray' : 'muse'} variant={guest ? 'light' : 'filled'}>
            {avatarInitial(session)}
          </Avatar>
          <Stack gap={4} miw={0}>
            <Text fw={600} size="sm" truncate="end" title={name}>
              {name}
            </Text>
            <Group gap={6}>
              <Badge variant="light" color={tier === 'Free' ? 'gray' : 'muse'} size="sm">
                {tier}
              </Badge>
              {session.isAdmin && (
                <Badge
                  variant="filled"
                  color="orange"
                  size="sm"
                  leftSection={<IconShieldCheck size={12} aria-hidden />}
                >
                  Admin
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>

        <SimpleGrid cols={2} spacing="xs" mt="md">
          <Balance label="Credits" value={session.credits} />
          <Balance label="Subscription" value={session.subscriptionCredits} />
        </SimpleGrid>

        {guest && (
          <>
            <Text size="xs" c="dimmed" mt="md">
              You&apos;re using Muse as a guest. Add your email to keep what you make and use it on any
              device.
            </Text>
            <Button
              variant="light"
              size="xs"
              mt="xs"
              fullWidth
              leftSection={<IconMailForward size={14} aria-hidden />}
              onClick={() => {
                setOpened(false);
                openLoginDialog();
              }}
            >
              Add your email
            </Button>
          </>
        )}

        <Divider my="md" />
        <Button
          component={Link}
          to="/account"
          variant="subtle"
          fullWidth
          justify="flex-start"
          leftSection={<IconUserCircle size={16} aria-hidden />}
          onClick={() => setOpened(false)}
        >
          Your account
        </Button>
        {session.isAdmin && (
          <Button
            component={Link}
            to="/admin/moderation"
            variant="subtle"
            fullWidth
            justify="flex-start"
            leftSection={<IconShieldCheck size={16} aria-hidden />}
            onClick={() => setOpened(false)}
          >
            Moderation
          </Button>
        )}
        {session.isAdmin && (
          <Button
            component={Link}
            to="/admin/notifications"
            variant="subtle"
            fullWidth
            justify="flex-start"
            leftSection={<IconBell size={16} aria-hidden />}
            onClick={() => setOpened(false)}
          >
            Notifications
          </Button>
        )}
        <Button
          variant="subtle"
          color="red"
          fullWidth
          justify="flex-start"
          leftSection={<IconLogout size={16} aria-hidden />}
          loading={signOut.isPending}
          onClick={() => signOut.mutate(undefined, { onSuccess: () => setOpened(false) })}
        >
          Sign out
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
