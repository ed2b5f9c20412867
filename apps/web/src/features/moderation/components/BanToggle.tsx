import { Button } from '@mantine/core';
import { IconBan, IconUserCheck } from '@tabler/icons-react';
import type { Owner, useModerationActions } from '../hooks/use-moderation-actions';

type Actions = ReturnType<typeof useModerationActions>;

/** "Ban" (asked first) for an account in good standing, "Lift the ban" for a banned one. */
export function BanToggle({
  account,
  banLabel,
  ban,
  unban,
}: {
  account: Owner;
  banLabel: string;
  ban: Actions['ban'];
  unban: Actions['unban'];
}) {
  return account.bannedOn ? (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconUserCheck size={14} aria-hidden />}
      loading={unban.isPending && unban.variables._id === account._id}
      onClick={() => unban.mutate(account)}
    >
      Lift the ban
    </Button>
  ) : (
    <Button
      size="xs"
      variant="light"
      color="red"
      leftSection={<IconBan size={14} aria-hidden />}
      onClick={() => void ban(account)}
    >
      {banLabel}
    </Button>
  );
}
