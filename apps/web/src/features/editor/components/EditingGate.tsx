import { Button, EmptyState, Group } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SignInEmptyState } from '../../auth';
import { openBuyCredits, openSubscribe } from '../../buy';
import { LoadingState } from '../../../shared/LoadingState';
import { useEditingAccess } from '../hooks/use-editing-access';

/** The editor for those who may edit; sign-in for visitors; the ways to get credits or a plan otherwise. */
export function EditingGate({ children }: { children: ReactNode }) {
  const access = useEditingAccess();
  if (access === 'checking') return <LoadingState label="Opening the editor…" />;
  if (access === 'signed-out')
    return (
      <SignInEmptyState
        title="Sign in to edit pictures"
        description="Crop, adjust, add text and use the AI tools on your pictures."
      />
    );
  if (access === 'needs-plan-or-credits')
    return (
      <EmptyState
        icon={<IconCoins size={26} aria-hidden />}
        title="Editing needs credits or a plan"
        description="Premium and Ultimate edit without limits. With credits, anyone can edit."
        py="xl"
      >
        <EmptyState.Actions>
          <Group justify="center">
            <Button onClick={() => openBuyCredits()}>Get credits</Button>
            <Button variant="default" onClick={() => openSubscribe()}>
              See plans
            </Button>
          </Group>
        </EmptyState.Actions>
      </EmptyState>
    );
  return children;
}
