import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconMicrophone, IconUserCircle } from '@tabler/icons-react';
import type { Office } from '@muse/contracts';
import { OFFICE_LIMITS } from '@muse/contracts';
import { avatarProblems, canSaveAvatar, voiceLabel, type AvatarSettings } from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { AssistantPortrait, assistantVoiceId, mainAssistant, welcomeMessage } from '../../offices';
import { useUpdateAssistant } from '../hooks/use-update-assistant';
import { useVoices } from '../hooks/use-voices';
import { catalogueLabels } from '../voice-filter';
import { AvatarGalleryModal } from './AvatarGalleryModal';
import { PortraitFinishPicker } from './PortraitFinishPicker';
import { VoiceModal } from './VoiceModal';

/** Chosen: the Avatar tab's save also needs a look (the API's avatar has an id); a hint, not an error. */
const AVATAR_REQUIRED = 'Choose an avatar.';

function savedSettings(office: Office): AvatarSettings {
  const avatar = mainAssistant(office)?.avatar;
  return {
    avatarId: avatar?.id ?? '',
    finish: avatar?.finish ?? null,
    name: avatar?.name ?? '',
    welcomeMessage: welcomeMessage(office),
  };
}

/**
 * The Avatar tab: the assistant's name and welcome message (both required), its look (Choose avatar) and
 * voice (Choose voice), Save (disabled when nothing has changed), and after saving a link that reloads the
 * assistant's page to try it.
 */
export function AvatarTab({ office }: { office: Office }) {
  const saved = savedSettings(office);
  const [draft, setDraft] = useState<AvatarSettings>(() => ({
    ...saved,
    name: saved.name || office.name,
  }));
  const [gallery, setGallery] = useState(false);
  const [voicePicker, setVoicePicker] = useState(false);
  const [justSaved, setJustSaved] = useState(false);
  const update = useUpdateAssistant(office._id, "Couldn't save the avatar");
  const voices = useVoices();

  // A field says what is wrong once the person has left it, never on a fresh form.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const leave = (field: 'name' | 'welcomeMessage') => setLeft((done) => new Set(done).add(field));
  const problems = avatarProblems(draft);
  const problemOf = (field: 'name' | 'welcomeMessage') =>
    left.has(field) ? problems.find((p) => p.field === field)?.message : undefined;
  const canSave = canSaveAvatar(draft, saved) && draft.avatarId !== '';
  const voiceId = assistantVoiceId(office);
  const currentVoice = voices.data ? voiceLabel(voiceId, catalogueLabels(voices.data)) : voiceId;
  const change = (patch: Partial<AvatarSettings>) => {
    setJustSaved(false);
    setDraft((d) => ({ ...d, ...patch }));
  };

  return (
    <>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!canSave) return;
          update.mutate(
            {
              avatar: {
                id: draft.avatarId,
                name: draft.name.trim(),
                ...(draft.finish ? { finish: draft.finish } : {}),
              },
              welcomeMessage: draft.welcomeMessage.trim(),
            },
            {
              onSuccess: (updated) => {
                setDraft(savedSettings(updated));
                setJustSaved(true);
              },
            },
          );
        }}
      >
        <Stack gap="md">
          <Group align="flex-start" gap="lg" wrap="wrap">
            <Stack align="center" gap="xs">
              <AssistantPortrait
                avatarId={draft.avatarId}
                finish={draft.finish}
                name={draft.name || 'Assistant'}
                size={120}
              />
              <Button
                variant="default"
                size="xs"
                leftSection={<IconUserCircle size={16} aria-hidden />}
                onClick={() => setGallery(true)}
              >
                Choose avatar
              </Button>
              {draft.avatarId === '' && (
                <Text size="xs" c="dimmed">
                  {AVATAR_REQUIRED}
                </Text>
              )}
            </Stack>
            <Stack gap="sm" style={{ flex: '1 1 280px', minWidth: 0 }}>
              <TextInput
                label="Assistant name"
                required
                maxLength={OFFICE_LIMITS.assistantName}
                value={draft.name}
                onChange={(e) => change({ name: e.currentTarget.value })}
                onBlur={() => leave('name')}
                error={problemOf('name')}
              />
              <Textarea
                label="Welcome message"
                description="The first thing visitors read (and can hear) on the assistant's page."
                required
                autosize
                minRows={3}
                maxRows={8}
                maxLength={OFFICE_LIMITS.welcomeMessage}
                value={draft.welcomeMessage}
                onChange={(e) => change({ welcomeMessage: e.currentTarget.value })}
                onBlur={() => leave('welcomeMessage')}
                error={problemOf('welcomeMessage')}
              />
              {draft.avatarId !== '' && (
                <PortraitFinishPicker
                  avatarId={draft.avatarId}
                  finish={draft.finish ?? null}
                  onChange={(finish) => change({ finish })}
                />
              )}
              <Paper withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      Voice
                    </Text>
                    <Text size="sm" c="dimmed" data-testid="current-voice">
                      {currentVoice}
                    </Text>
                  </div>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconMicrophone size={16} aria-hidden />}
                    onClick={() => setVoicePicker(true)}
                  >
                    Choose voice
                  </Button>
                </Group>
              </Paper>
            </Stack>
          </Group>
          {update.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(update.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="md">
            {justSaved && (
              <Text size="sm" role="status">
                Saved. <Anchor href={`/app/${encodeURIComponent(office._id)}`}>Reload to test</Anchor>
              </Text>
            )}
            <Button type="submit" disabled={!canSave} loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
      <AvatarGalleryModal
        opened={gallery}
        selected={draft.avatarId}
        onChoose={(avatarId) => {
          change({ avatarId });
          setGallery(false);
        }}
        onClose={() => setGallery(false)}
      />
      <VoiceModal
        opened={voicePicker}
        officeId={office._id}
        voiceId={voiceId}
        onClose={() => setVoicePicker(false)}
      />
    </>
  );
}
