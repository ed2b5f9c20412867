import { Chip, Group } from '@mantine/core';
import { STYLE_TAGS } from '../generation-settings';

/** Style tags added to the prompt (several may be chosen). */
export function StyleTags({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  return (
    <Chip.Group multiple value={value} onChange={onChange}>
      <Group gap="xs" role="group" aria-label="Style tags">
        {STYLE_TAGS.map((tag) => (
          <Chip key={tag} value={tag} size="sm" variant="outline">
            {tag}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
