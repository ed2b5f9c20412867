import { Stack, Tabs, Text, Title } from '@mantine/core';
import { IconClock, IconFlag, IconUsers } from '@tabler/icons-react';
import { useSearchParams } from '../../../shared/routing';
import { LoadingState } from '../../../shared/LoadingState';
import { PageContainer } from '../../../shared/PageContainer';
import { useSession } from '../../auth';
import { AccountsPanel } from './AccountsPanel';
import { RecentPanel } from './RecentPanel';
import { ReportsPanel } from './ReportsPanel';

const TABS = ['reports', 'recent', 'accounts'] as const;
type Tab = (typeof TABS)[number];

/**
 * /admin/moderation: reported items (keep, make private, delete, ban the owner), the Recent panel's three
 * lists, and accounts (ban, lift a ban). The tab is kept in `?tab=`.
 */
export function ModerationPage() {
  const { isAdmin, isLoading } = useSession();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.find((t) => t === asked) ?? 'reports';

  if (isLoading) return <LoadingState label="Loading…" minHeight="40vh" />;
  return (
    <PageContainer size="md">
      <Stack gap="lg">
        <Title order={1} fz="h2">
          Moderation
        </Title>
        {!isAdmin ? (
          <Text c="dimmed">Only admins can moderate.</Text>
        ) : (
          <Tabs
            value={tab}
            onChange={(v) => setParams(v && v !== 'reports' ? { tab: v } : {}, { replace: true })}
            keepMounted={false}
          >
            <Tabs.List grow mb="md">
              <Tabs.Tab value="reports" leftSection={<IconFlag size={16} aria-hidden />}>
                Reports
              </Tabs.Tab>
              <Tabs.Tab value="recent" leftSection={<IconClock size={16} aria-hidden />}>
                Recent
              </Tabs.Tab>
              <Tabs.Tab value="accounts" leftSection={<IconUsers size={16} aria-hidden />}>
                Accounts
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="reports">
              <ReportsPanel />
            </Tabs.Panel>
            <Tabs.Panel value="recent">
              <RecentPanel />
            </Tabs.Panel>
            <Tabs.Panel value="accounts">
              <AccountsPanel />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </PageContainer>
  );
}
