import { Avatar, Group, Select, Text } from '@mantine/core';
import { IconFolder, IconInbox } from '@tabler/icons-react';
import type { Category } from '@muse/contracts';
import { NEW_CATEGORY_ID } from '@muse/domain';

/** The category dropdown: New first, then by name. */
export function CategoryPicker({
  categories,
  value,
  onChange,
}: {
  categories: readonly Category[];
  value: string;
  onChange: (id: string) => void;
}) {
  const byId = new Map(categories.map((c) => [c._id, c]));
  const selected = byId.get(value);
  return (
    <Select
      label="Category"
      data={categories.map((c) => ({ value: c._id, label: c.name }))}
      value={value}
      onChange={(id) => id && onChange(id)}
      allowDeselect={false}
      searchable={categories.length > 8}
      nothingFoundMessage="No category by that name"
      leftSection={<CategoryThumb category={selected} size={22} />}
      renderOption={({ option }) => {
        const category = byId.get(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            <CategoryThumb category={category} size={28} />
            <div>
              <Text size="sm">{option.label}</Text>
              {option.value === NEW_CATEGORY_ID && (
                <Text size="xs" c="dimmed">
                  Images in no category
                </Text>
              )}
            </div>
          </Group>
        );
      }}
      w={{ base: '100%', xs: 240 }}
    />
  );
}

function CategoryThumb({ category, size }: { category: Category | undefined; size: number }) {
  const Icon = category?._id === NEW_CATEGORY_ID ? IconInbox : IconFolder;
  return (
    <Avatar src={category?.imageThumbUrl ?? null} size={size} radius="sm" alt="">
      <Icon size={size * 0.6} aria-hidden />
    </Avatar>
  );
}
