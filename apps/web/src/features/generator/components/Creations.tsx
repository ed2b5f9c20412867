import { useState } from 'react';
import { Group, SegmentedControl, Tabs, Title, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconGridDots } from '@tabler/icons-react';
import type { ImageListKind } from '../generator.api';
import { useLayoutPref } from '../hooks/use-layout-pref';
import { ImageGrid } from './ImageGrid';

const TABS: { value: ImageListKind; label: string }[] = [
  { value: 'mine', label: 'My creations' },
  { value: 'favorites', label: 'Favorites' },
  { value: 'popular', label: 'Most popular' },
];

/** My creations, Favorites and Most popular, with a large/small tile toggle remembered in localStorage. */
export function Creations({ signedIn, keywords }: { signedIn: boolean; keywords: string }) {
  const [tab, setTab] = useState<ImageListKind>('mine');
  const [layout, setLayout] = useLayoutPref();
  return (
    <section aria-labelledby="creations-title">
      <VisuallyHidden>
        <Title order={2} id="creations-title">
          Creations
        </Title>
      </VisuallyHidden>
      <Tabs value={tab} onChange={(v) => v && setTab(v as ImageListKind)} keepMounted={false}>
        <Group justify="space-between" wrap="wrap" gap="xs" mb="md" align="flex-end">
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', maxWidth: '100%' }}>
            {TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <SegmentedControl
            size="xs"
            aria-label="Tile size"
            value={layout}
            onChange={(v) => setLayout(v === 'small' ? 'small' : 'large')}
            data={[
              { value: 'large', label: <IconLayoutGrid size={16} aria-label="Large tiles" /> },
              { value: 'small', label: <IconGridDots size={16} aria-label="Small tiles" /> },
            ]}
          />
        </Group>
        {TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            <ImageGrid
              kind={t.value}
              keywords={t.value === 'mine' ? keywords : ''}
              layout={layout}
              enabled={signedIn}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}
