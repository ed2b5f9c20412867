import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { nativeBridge } from '../../../app/native-bridge';
import { queryKeys } from '../../../app/query-keys';
import { DialogFrame } from '../../../shared/DialogFrame';
import { useSubscriptions } from '../hooks/use-subscriptions';
import { storeNotice } from '../store-notice';

const TEXTS = {
  update: {
    title: 'Update Muse from the Microsoft Store',
    body: 'This version of the app is out of date, so buying and restoring your plan may not work. Open the Microsoft Store to get the latest version.',
  },
  expired: {
    title: 'Your Microsoft Store subscription has ended',
    body: 'Open the Microsoft Store to renew it. If you already renewed, or bought it on another device, restore your purchases.',
  },
} as const;

/**
 * The Microsoft Store app's notice (BuyDialogsHost mounts it only there): an out-of-date app is told to
 * update from the Store; an expired Store subscription gets "Open the Microsoft Store" and "Restore
 * purchases". Closing it hides it until the app starts again.
 */
export function StoreNotice() {
  const bridge = nativeBridge();
  const { query } = useSubscriptions();
  const queryClient = useQueryClient();
  const [closed, setClosed] = useState(false);
  const notice = storeNotice({ version: bridge?.version, subscriptions: query.data?.subscriptions });
  const restore = useMutation({
    mutationFn: async () => {
      await bridge?.restorePurchases?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.session }),
        queryClient.invalidateQueries({ queryKey: ['subscriptions'] }),
      ]);
    },
    meta: { shownInPlace: () => true },
  });

  if (!notice || closed) return null;
  const text = TEXTS[notice];
  return (
    <DialogFrame
      opened
      onClose={() => setClosed(true)}
      title={text.title}
      icon={<IconBuildingStore size={26} stroke={1.6} aria-hidden />}
    >
      <Stack gap="md">
        <Text>{text.body}</Text>
        {restore.isError && (
          <Alert color="red" title="Couldn't restore your purchases">
            The Microsoft Store didn&apos;t answer. Check that you are signed in to the Store, then try again.
          </Alert>
        )}
        {restore.isSuccess && notice === 'expired' && (
          <Text size="sm" c="dimmed">
            No active subscription was found for the Microsoft account signed in to the Store.
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          {notice === 'expired' && typeof bridge?.restorePurchases === 'function' && (
            <Button variant="default" loading={restore.isPending} onClick={() => restore.mutate()}>
              Restore purchases
            </Button>
          )}
          <Button
            onClick={() => void bridge?.openStore?.()}
            disabled={typeof bridge?.openStore !== 'function'}
          >
            Open the Microsoft Store
          </Button>
        </Group>
      </Stack>
    </DialogFrame>
  );
}
