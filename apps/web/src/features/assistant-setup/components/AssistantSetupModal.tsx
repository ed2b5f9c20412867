import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Card, Modal, Stack, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  IconBrain,
  IconInbox,
  IconMessages,
  IconMoodSmile,
  IconSitemap,
  IconUserQuestion,
  IconUserCircle,
} from '@tabler/icons-react';
import type { Office } from '@muse/contracts';
import { LoadingState } from '../../../shared/LoadingState';
import { NestedDialogs, useNestedDialogCount } from '../nested-dialogs';
import { DialogTab } from '../dialog-editor';
import { initialSetupTab, setupTabLabel, visibleSetupTabs, type SetupViewTab } from '../setup-view';
import { AvatarTab } from './AvatarTab';
import { ConversationsTab } from './ConversationsTab';
import { InterviewTab } from './InterviewTab';
import { PersonalityTab } from './PersonalityTab';
import { TrainTab } from './TrainTab';
import { TranscriptsView } from './TranscriptsView';
import classes from './SetupModal.module.css';

// What visitors sent through the office: loaded when the tab opens.
const OfficeSubmissions = lazy(() => import('../../forms').then((m) => ({ default: m.OfficeSubmissions })));

const ICONS: Partial<Record<SetupViewTab, ReactNode>> = {
  questions: <IconBrain size={16} aria-hidden />,
  avatar: <IconUserCircle size={16} aria-hidden />,
  personality: <IconMoodSmile size={16} aria-hidden />,
  conversations: <IconMessages size={16} aria-hidden />,
  dialog: <IconSitemap size={16} aria-hidden />,
  interview: <IconUserQuestion size={16} aria-hidden />,
  requests: <IconInbox size={16} aria-hidden />,
};

export interface AssistantSetupModalProps {
  office: Office;
  opened: boolean;
  /** the tab to open at (Train opens 'questions'); else the domain's default tab */
  initialTab?: SetupViewTab;
  onClose: () => void;
}

/**
 * The Assistant Setup modal: Train AI, Avatar, Personality and Conversations, the tab bar and default tab
 * from @muse/domain, chosen again when the office changes or the modal opens. Full screen on narrow windows.
 */
export function AssistantSetupModal({ office, opened, initialTab, onClose }: AssistantSetupModalProps) {
  const narrow = useMediaQuery('(max-width: 799px)');
  const [nested, changeNested] = useNestedDialogCount();
  const [tab, setTab] = useState<SetupViewTab>(() => initialSetupTab(office, initialTab));
  const [basis, setBasis] = useState({ officeId: office._id, opened, initialTab });
  // "The tab is re-evaluated when the office changes" (and on each opening, Train or Setup).
  if (
    basis.officeId !== office._id ||
    (opened && !basis.opened) ||
    (opened && basis.initialTab !== initialTab)
  ) {
    setBasis({ officeId: office._id, opened, initialTab });
    setTab(initialSetupTab(office, initialTab));
  } else if (basis.opened !== opened) {
    setBasis({ ...basis, opened });
  }
  const tabs = visibleSetupTabs(office);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={1040}
      fullScreen={narrow}
      padding={narrow ? 'sm' : 'lg'}
      closeOnEscape={nested === 0}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={
        <Title order={2} fz="h3">
          Assistant Setup
        </Title>
      }
    >
      <NestedDialogs.Provider value={changeNested}>
        <Tabs
          value={tab}
          onChange={(value) => {
            const next = tabs.find((t) => t === value);
            if (next) setTab(next);
          }}
          keepMounted={false}
        >
          <Tabs.List aria-label="Setup sections" className={classes.tabsList} mb="md">
            {tabs.map((t) => (
              <Tabs.Tab key={t} value={t} leftSection={ICONS[t]}>
                {setupTabLabel(t)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="questions">
            <TrainTab office={office} />
          </Tabs.Panel>
          <Tabs.Panel value="requests">
            <Stack gap="md">
              <Suspense fallback={<LoadingState label="Loading requests…" />}>
                <OfficeSubmissions officeId={office._id} />
              </Suspense>
              {/* Chosen: an interview office reads its transcripts in the Interview tab; any other office
                  whose dialog starts a transcript reads them here. */}
              {!tabs.includes('interview') && (
                <Card withBorder radius="md" padding="md">
                  <Stack gap="sm">
                    <Title order={3} fz="h5">
                      Recorded answers
                    </Title>
                    <TranscriptsView
                      officeId={office._id}
                      emptyText="No recorded answers yet. When your dialog starts a transcript, each visitor's answers appear here."
                    />
                  </Stack>
                </Card>
              )}
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="interview">
            <InterviewTab office={office} />
          </Tabs.Panel>
          <Tabs.Panel value="avatar">
            <AvatarTab office={office} />
          </Tabs.Panel>
          <Tabs.Panel value="personality">
            <PersonalityTab office={office} />
          </Tabs.Panel>
          <Tabs.Panel value="dialog">
            <DialogTab office={office} />
          </Tabs.Panel>
          <Tabs.Panel value="conversations">
            <ConversationsTab office={office} />
          </Tabs.Panel>
        </Tabs>
      </NestedDialogs.Provider>
    </Modal>
  );
}
