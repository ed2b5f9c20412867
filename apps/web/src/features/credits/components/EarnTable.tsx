import { Button, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { openLoginDialog } from '../../auth';
import { closeCreditsDialogs, openShareRules, openStreakDialog } from '../dialogs-store';
import type { EarnAction, EarnRow, OpenTarget } from '../earn-rows';
import { externalDialogs } from '../external';
import { useClaim } from '../hooks/use-claim';
import classes from './CreditsDialogs.module.css';

/** What each "open" button does. */
function opener(target: OpenTarget): () => void {
  switch (target) {
    case 'shareRules':
      return openShareRules;
    case 'streak':
      return openStreakDialog;
    case 'updateEmail':
      return () => {
        closeCreditsDialogs();
        openLoginDialog();
      };
    case 'guessTheBest':
    case 'insight':
      return () => {
        closeCreditsDialogs();
        externalDialogs[target]();
      };
  }
}

/** The earn table of the credits dialog: what pays credits and a Claim or Play button for each. */
export function EarnTable({ rows, userId }: { rows: EarnRow[]; userId: string }) {
  const claim = useClaim(userId);

  const actionCell = (row: EarnRow, action: EarnAction) => {
    switch (action.kind) {
      case 'loading':
        return <Skeleton height={26} width={64} radius="md" ml="auto" aria-label="Loading" />;
      case 'note':
        return (
          <Text size="xs" c="dimmed" className={classes.note}>
            {action.text}
          </Text>
        );
      case 'claim': {
        const busy = claim.isPending && claim.variables?.id === action.id;
        return (
          <Button
            size="compact-sm"
            loading={busy}
            disabled={claim.isPending && !busy}
            onClick={() => claim.mutate({ claim: action.claim, id: action.id })}
            aria-label={`Claim ${row.title.toLowerCase()}`}
          >
            Claim
          </Button>
        );
      }
      case 'open':
        return (
          <Button
            size="compact-sm"
            variant="light"
            onClick={opener(action.target)}
            aria-label={action.label === row.title ? undefined : `${action.label}: ${row.title}`}
          >
            {action.label}
          </Button>
        );
    }
  };

  return (
    <Table verticalSpacing={8} horizontalSpacing={6} layout="auto">
      <Table.Caption ta="left" mb={4} style={{ captionSide: 'top' }}>
        <Text component="span" size="sm" fw={600} c="var(--mantine-color-text)">
          Earn credits
        </Text>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th fz="xs" c="dimmed" fw={500}>
            Action
          </Table.Th>
          <Table.Th fz="xs" c="dimmed" fw={500}>
            Credits
          </Table.Th>
          <Table.Th fz="xs" c="dimmed" fw={500} ta="right">
            <VisuallyHidden>Claim</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Td>
              <Text size="sm" fw={500}>
                {row.title}
              </Text>
            </Table.Td>
            <Table.Td className={classes.reward}>
              {row.reward && (
                <Text size="sm" span c="dimmed">
                  {row.reward.startsWith('+') && (
                    <IconCoin
                      size={14}
                      stroke={1.6}
                      color="var(--mantine-color-yellow-6)"
                      style={{ verticalAlign: -2, marginRight: 3 }}
                      aria-hidden
                    />
                  )}
                  {row.reward}
                </Text>
              )}
            </Table.Td>
            <Table.Td className={classes.actionCell}>{actionCell(row, row.action)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
