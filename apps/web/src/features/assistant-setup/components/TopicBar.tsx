import { ActionIcon, Button, Group, Select, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';

interface TopicBarProps {
  topics: string[];
  topic: string | null;
  onSelect: (topic: string) => void;
  onEdit: () => void;
  onAddPage: () => void;
  onUpload: () => void;
  onDelete: () => void;
  disabled?: boolean;
}

/** The topic selector with Edit, Add by webpage (+), Upload file and Delete. */
export function TopicBar({
  topics,
  topic,
  onSelect,
  onEdit,
  onAddPage,
  onUpload,
  onDelete,
  disabled,
}: TopicBarProps) {
  const none = topic === null;
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label="Topic"
        placeholder={topics.length === 0 ? 'No topics yet' : 'Choose a topic'}
        data={topics}
        value={topic}
        onChange={(value) => value !== null && onSelect(value)}
        allowDeselect={false}
        disabled={disabled || topics.length === 0}
        searchable={topics.length > 8}
        style={{ flex: '1 1 220px', minWidth: 0 }}
      />
      <Group gap="xs" wrap="nowrap">
        <Button
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden />}
          onClick={onEdit}
          disabled={disabled || none}
        >
          Edit
        </Button>
        <Tooltip label="Add a topic from a web page, or write one">
          <ActionIcon
            variant="default"
            size={36}
            aria-label="Add by webpage"
            onClick={onAddPage}
            disabled={disabled}
          >
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Button
          variant="default"
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={onUpload}
          disabled={disabled}
        >
          Upload file
        </Button>
        <Tooltip label="Delete this topic">
          <ActionIcon
            variant="default"
            color="red"
            size={36}
            aria-label="Delete topic"
            onClick={onDelete}
            disabled={disabled || none}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
