import { useState } from 'react';
import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { LoadingState } from '../../../shared/LoadingState';
import { PageContainer } from '../../../shared/PageContainer';
import { Link } from '../../../shared/routing';
import { SignInEmptyState, useSession } from '../../auth';
import { useLivePlayer } from '../hooks/use-live-player';
import {
  DEFAULT_CONTROLS,
  FIRST_PROMPTS,
  addPrompt,
  cannotPlay,
  changePrompt,
  promptsToSend,
  removePrompt,
  settingsOf,
  type DraftPrompt,
  type LiveControls as Controls,
} from '../settings';
import { LiveControls } from './LiveControls';
import { PlayerBar } from './PlayerBar';
import { PromptList } from './PromptList';
import { RecordingControls } from './RecordingControls';

/**
 * /live-music: music composed as it plays. Weighted prompts and the controls steer it while it plays (heard
 * within two bars); it can be recorded and the recording downloaded. Signed-in people and guests may play.
 */
export function LiveMusicPage() {
  useDocumentTitle('Live music · Muse');
  const { session, isLoading } = useSession();
  return (
    <PageContainer size="md">
      <Stack gap="lg">
        <Anchor component={Link} to="/music" size="sm" style={{ alignSelf: 'flex-start' }}>
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            Music
          </Group>
        </Anchor>
        <div>
          <Title order={1}>Live music</Title>
          <Text c="dimmed" maw={640}>
            Music made while you listen. Describe it in a few prompts, weigh them, and steer it as it plays:
            every change is heard within two bars.
          </Text>
        </div>
        {isLoading ? (
          <LoadingState />
        ) : session ? (
          <LiveStudio />
        ) : (
          <SignInEmptyState
            title="Sign in to play live music"
            description="Live music is made for you as you listen, so it needs you signed in (a guest is fine)."
          />
        )}
      </Stack>
    </PageContainer>
  );
}

function LiveStudio() {
  const { player, view } = useLivePlayer();
  const [prompts, setPrompts] = useState<DraftPrompt[]>(FIRST_PROMPTS);
  const [controls, setControls] = useState<Controls>(DEFAULT_CONTROLS);
  const [sentPrompts, setSentPrompts] = useState('');

  /** Sends the prompts when they differ from what the music plays (and there is one with words). */
  const sendPrompts = (list: DraftPrompt[]) => {
    const toSend = promptsToSend(list);
    const text = JSON.stringify(toSend);
    if (toSend.length === 0 || text === sentPrompts) return;
    setSentPrompts(text);
    void player.update({ prompts: toSend });
  };
  const editPrompts = (list: DraftPrompt[], send: boolean) => {
    setPrompts(list);
    if (send) sendPrompts(list);
  };

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <PlayerBar
            view={view}
            blocked={cannotPlay(prompts)}
            onPlay={() => {
              const settings = settingsOf(prompts, controls);
              setSentPrompts(JSON.stringify(settings.prompts));
              void player.play(settings);
            }}
            onStop={() => player.stop()}
          />
          <RecordingControls
            view={view}
            onRecord={() => player.startRecording()}
            onStopRecording={() => player.stopRecording()}
          />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="live-prompts">
        <Stack gap="md">
          <Title order={2} size="h4" id="live-prompts">
            Prompts
          </Title>
          <PromptList
            prompts={prompts}
            onText={(id, text) => editPrompts(changePrompt(prompts, id, { text }), false)}
            onTextDone={() => sendPrompts(prompts)}
            onWeight={(id, weight, done) => editPrompts(changePrompt(prompts, id, { weight }), done)}
            onAdd={() => editPrompts(addPrompt(prompts), true)}
            onRemove={(id) => editPrompts(removePrompt(prompts, id), true)}
          />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="live-controls">
        <Stack gap="md">
          <Title order={2} size="h4" id="live-controls">
            Sound
          </Title>
          <LiveControls
            controls={controls}
            onChange={(change, done) => {
              setControls({ ...controls, ...change });
              if (done) void player.update(change);
            }}
          />
        </Stack>
      </Card>
    </Stack>
  );
}
