import { Badge, Card, Group, Text } from '@mantine/core';
import { Link } from '../../../shared/routing';
import type { Office } from '@muse/contracts';
import { assistantName, mainAssistant, welcomeMessage } from '../assistant-view';
import { AssistantPortrait } from './AssistantPortrait';
import classes from './OfficesPage.module.css';

const ROLE_LABELS: Partial<Record<Office['access']['role'], string>> = { member: 'Member', admin: 'Admin' };

/** One assistant of the list: portrait, name, its welcome message; opens its chat. */
export function OfficeCard({ office }: { office: Office }) {
  const name = assistantName(office);
  const role = ROLE_LABELS[office.access.role];
  return (
    <Card component={Link} to={`/app/${encodeURIComponent(office._id)}`} className={classes.card} p="md">
      <AssistantPortrait
        avatarId={mainAssistant(office)?.avatar?.id}
        finish={mainAssistant(office)?.avatar?.finish}
        name={name}
        size={52}
      />
      <div className={classes.cardText}>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} truncate>
            {name}
          </Text>
          {role && (
            <Badge size="xs" variant="light">
              {role}
            </Badge>
          )}
        </Group>
        {name !== office.name && (
          <Text size="xs" c="dimmed" truncate>
            {office.name}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {welcomeMessage(office)}
        </Text>
      </div>
    </Card>
  );
}
