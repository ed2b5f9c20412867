import { Suspense, lazy, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Group, SegmentedControl, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconBolt,
  IconFlame,
  IconFolders,
  IconGridDots,
  IconHeart,
  IconLayoutGrid,
  IconLock,
  IconPhoto,
} from '@tabler/icons-react';
import { LoadingState } from '../../../shared/LoadingState';
import { CREATIONS_TABS, TAB_LABELS, listKindOf, needsSignIn } from '../creations-tabs';
import type { CreationsTab } from '../creations-tabs';
import { useCreationsTab } from '../hooks/use-creations-tab';
import { useLayoutPref } from '../hooks/use-layout-pref';
import type { GridLayout } from '../hooks/use-layout-pref';
import { useSearchKeywords } from '../hooks/use-quick-results';
import { ORGANIZER_SIGNED_OUT, listTexts } from '../list-texts';
import { canSearch } from '../quick-search';
import { CreationsList } from './CreationsList';
import { QuickResults } from './QuickResults';
import { SignInPrompt } from './SignInPrompt';
import classes from './Creations.module.css';

// The Organizer's selects and forms load when its tab is first shown.
const CategoriesManager = lazy(() =>
  import('../../categories').then((m) => ({ default: m.CategoriesManager })),
);

/** The tabs turn narrow under 700 px. */
const NARROW = '(max-width: 699.98px)';

const ICONS: Record<CreationsTab, ReactNode> = {
  organizer: <IconFolders size={16} aria-hidden />,
  'quick-results': <IconBolt size={16} aria-hidden />,
  mine: <IconPhoto size={16} aria-hidden />,
  'my-favorites': <IconHeart size={16} aria-hidden />,
  'most-popular': <IconFlame size={16} aria-hidden />,
  private: <IconLock size={16} aria-hidden />,
};

interface CreationsProps {
  signedIn: boolean;
  tier: unknown;
  /** the generator's keyword or prompt box: what Quick results search for */
  searchText: string;
}

/**
 * The creations tabs: vertical on wide screens, a horizontally scrolling row under 700 px. The tab is kept
 * in the URL; the tile size (large or small) in localStorage.
 */
export function Creations({ signedIn, tier, searchText }: CreationsProps) {
  const { typed, keywords } = useSearchKeywords(searchText);
  const [tab, setTab] = useCreationsTab(keywords);
  const [layout, setLayout] = useLayoutPref();
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  const listRef = useRef<HTMLDivElement>(null);

  // In the narrow row, the shown tab scrolls into view (sideways only: the page itself stays put).
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[data-active]');
    if (!narrow || !list || !active) return;
    const [box, tabBox] = [list.getBoundingClientRect(), active.getBoundingClientRect()];
    list.scrollLeft += tabBox.left - box.left - (box.width - tabBox.width) / 2;
  }, [narrow, tab]);

  const content = (value: CreationsTab) => {
    const kind = listKindOf(value);
    if (!signedIn && needsSignIn(value)) {
      const texts = kind ? listTexts(kind, tier) : ORGANIZER_SIGNED_OUT;
      return <SignInPrompt title={texts.empty} description={texts.signedOut} />;
    }
    if (value === 'organizer')
      return (
        <Suspense fallback={<LoadingState />}>
          <CategoriesManager layout={layout} />
        </Suspense>
      );
    if (value === 'quick-results') return <QuickResults typed={typed} keywords={keywords} layout={layout} />;
    return kind && <CreationsList kind={kind} layout={layout} tier={tier} />;
  };

  return (
    <section aria-labelledby="creations-title">
      <VisuallyHidden>
        <Title order={2} id="creations-title">
          Creations
        </Title>
      </VisuallyHidden>
      <Tabs
        value={tab}
        onChange={(v) => {
          const next = CREATIONS_TABS.find((t) => t === v);
          if (next) setTab(next);
        }}
        keepMounted={false}
        orientation={narrow ? 'horizontal' : 'vertical'}
        variant="pills"
        classNames={{
          root: classes.root,
          list: classes.list,
          tab: classes.tab,
          tabLabel: classes.tabLabel,
          panel: classes.panel,
        }}
      >
        <Tabs.List aria-label="Image lists" ref={listRef}>
          {CREATIONS_TABS.map((t) => (
            <Tabs.Tab key={t} value={t} leftSection={ICONS[t]}>
              {TAB_LABELS[t]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CREATIONS_TABS.map((t) => (
          <Tabs.Panel key={t} value={t}>
            <PanelHeader
              title={TAB_LABELS[t]}
              note={t === 'quick-results' && canSearch(keywords) ? `for “${keywords}”` : undefined}
              layout={layout}
              onLayout={setLayout}
            />
            {content(t)}
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}

function PanelHeader({
  title,
  note,
  layout,
  onLayout,
}: {
  title: string;
  note?: string;
  layout: GridLayout;
  onLayout: (layout: GridLayout) => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" mb="md" mih={30}>
      <Group gap={6} wrap="nowrap" miw={0}>
        <Title order={3} size="h4">
          {title}
        </Title>
        {note && (
          <Text c="dimmed" size="sm" truncate="end">
            {note}
          </Text>
        )}
      </Group>
      <SegmentedControl
        size="xs"
        aria-label="Tile size"
        value={layout}
        onChange={(v) => onLayout(v === 'small' ? 'small' : 'large')}
        data={[
          { value: 'large', label: <IconLayoutGrid size={16} aria-label="Large tiles" /> },
          { value: 'small', label: <IconGridDots size={16} aria-label="Small tiles" /> },
        ]}
      />
    </Group>
  );
}
