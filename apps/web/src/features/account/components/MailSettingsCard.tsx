import { Card, Skeleton, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailSettings } from '@muse/contracts';
import { ErrorState } from '../../../shared/ErrorState';
import { accountApi, accountKeys } from '../account.api';

/** Optional mails: "your music is ready" (turned off by a mail's link, back on here). */
export function MailSettingsCard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const key = accountKeys.mailSettings(userId);
  const settings = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => accountApi.mailSettings(signal),
    meta: { shownInPlace: () => true },
  });
  const save = useMutation({
    mutationFn: accountApi.saveMailSettings,
    onMutate: (next: MailSettings) => queryClient.setQueryData(key, next),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
    meta: { errorTitle: "Couldn't save your mail settings" },
  });
  return (
    <section aria-labelledby="mail-settings">
      <Title id="mail-settings" order={2} fz="h4" mb="sm">
        Emails
      </Title>
      <Card>
        {settings.isPending && <Skeleton height={44} aria-label="Loading your mail settings" />}
        {settings.isError && (
          <ErrorState
            title="Couldn't load your mail settings"
            error={settings.error}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        )}
        {settings.isSuccess && (
          <Switch
            checked={settings.data.musicReady}
            disabled={save.isPending}
            onChange={(e) => save.mutate({ musicReady: e.currentTarget.checked })}
            label="Email me when my music is ready"
            description={
              <Text span size="sm" c="dimmed">
                When a song finishes after you&apos;ve left the page.
              </Text>
            }
          />
        )}
      </Card>
    </section>
  );
}
