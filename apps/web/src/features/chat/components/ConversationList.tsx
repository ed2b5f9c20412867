import { NavLink, Skeleton } from '@mantine/core';
import type { Office } from '@muse/contracts';
import { AssistantPortrait, assistantName, mainAssistant, useOffice } from '../../offices';
import { ENTRY_NOTES, type ChatEntry } from '../chat-entries';

interface ConversationListProps {
  entries: readonly ChatEntry[];
  /** the offices already loaded (the user's own list), by id */
  loaded: ReadonlyMap<string, Office>;
  selectedId: string | undefined;
  onSelect: (officeId: string) => void;
}

/** Who you can talk to: Muse's help, then your assistants. */
export function ConversationList({ entries, loaded, selectedId, onSelect }: ConversationListProps) {
  return (
    <nav aria-label="Conversations">
      {entries.map((entry) => (
        <ConversationItem
          key={entry.officeId}
          entry={entry}
          office={loaded.get(entry.officeId)}
          active={entry.officeId === selectedId}
          onSelect={onSelect}
        />
      ))}
    </nav>
  );
}

function ConversationItem(props: {
  entry: ChatEntry;
  office: Office | undefined;
  active: boolean;
  onSelect: (officeId: string) => void;
}) {
  // Muse's help is not in the user's own list: it is loaded on its own (the conversation shares the query).
  const fetched = useOffice(props.office ? '' : props.entry.officeId, { enabled: !props.office });
  const office = props.office ?? fetched.data;
  if (!office) return <Skeleton height={56} radius="md" mb={4} aria-label="Loading" />;
  const name = assistantName(office);
  const assistant = mainAssistant(office);
  return (
    <NavLink
      component="button"
      type="button"
      active={props.active}
      aria-current={props.active ? 'page' : undefined}
      onClick={() => props.onSelect(office._id)}
      label={name}
      description={ENTRY_NOTES[props.entry.kind]}
      leftSection={
        <AssistantPortrait
          avatarId={assistant?.avatar?.id}
          finish={assistant?.avatar?.finish}
          name={name}
          size={36}
        />
      }
      styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
    />
  );
}
