import { useState } from 'react';
import { Card, Stack, Text, Title } from '@mantine/core';
import type { AdminNotification } from '@muse/contracts';
import { useSession } from '../../auth';
import { LoadingState } from '../../../shared/LoadingState';
import { PageContainer } from '../../../shared/PageContainer';
import { emptyForm, fromNotification } from '../admin-form';
import { NotificationForm } from './NotificationForm';
import { NotificationList } from './NotificationList';

/** /admin/notifications: admins write, target, schedule, preview and delete notifications and read the answers. */
export function AdminNotificationsPage() {
  const { isAdmin, isLoading } = useSession();
  const [editing, setEditing] = useState<AdminNotification | null>(null);
  // A new form after each save: the key resets its fields.
  const [formKey, setFormKey] = useState(0);
  const done = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };

  if (isLoading) return <LoadingState label="Loading…" minHeight="40vh" />;
  return (
    <PageContainer size="sm">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          Notifications
        </Title>
        {!isAdmin ? (
          <Text c="dimmed">Only admins can write notifications.</Text>
        ) : (
          <>
            <Card withBorder padding="lg">
              <Stack gap="md">
                <Title order={2} fz="h4">
                  {editing ? 'Edit the notification' : 'Write a notification'}
                </Title>
                <NotificationForm
                  key={editing ? `edit-${editing._id}` : `new-${formKey}`}
                  initial={editing ? fromNotification(editing) : emptyForm()}
                  editing={editing}
                  onDone={done}
                />
              </Stack>
            </Card>
            <Stack gap="sm">
              <Title order={2} fz="h4">
                Written so far
              </Title>
              <NotificationList
                onEdit={(n) => {
                  setEditing(n);
                  window.scrollTo({ top: 0, behavior: 'smooth' });
                }}
              />
            </Stack>
          </>
        )}
      </Stack>
    </PageContainer>
  );
}
