import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Select,
  SimpleGrid,
  Slider,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { TONE_INTENSITY, parseVoiceId, toneIntensityOptions, voiceLabel } from '@muse/domain';
import { errorMessage } from '../../../app/api-error';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { useSpeech } from '../../offices';
import { useNestedDialog } from '../nested-dialogs';
import { useUpdateAssistant } from '../hooks/use-update-assistant';
import { useVoices } from '../hooks/use-voices';
import type { VoiceCatalogue, VoiceFilters } from '../voice-filter';
import {
  catalogueLabels,
  filterVoices,
  gendersFor,
  initialVoiceFilters,
  languageOptions,
  previewText,
  tonesFor,
  updateFilters,
  voiceIdFor,
} from '../voice-filter';
import classes from './SetupModal.module.css';

interface VoiceModalProps {
  opened: boolean;
  officeId: string;
  voiceId: string;
  onClose: () => void;
}

const ANY = '';
/** The modal sits over the setup (z-index 400): its dropdowns must open above it. */
const DROPDOWN = { zIndex: 450 } as const;
const MARKS = toneIntensityOptions()
  .filter((_, i) => i % 2 === 1)
  .map((value) => ({ value, label: String(value) }));

/**
 * The Voice modal: language, gender, tone and tone intensity (0.2–2, step 0.2, default 1) filter a grid
 * of voice cards, each with a preview button; Change Voice saves {voiceId} (azure-NAME[_tone_intensity]).
 */
export function VoiceModal({ opened, officeId, voiceId, onClose }: VoiceModalProps) {
  useNestedDialog(opened);
  const voices = useVoices();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Choose voice"
      size="xl"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {voices.isPending ? (
        <LoadingState label="Loading the voices…" />
      ) : voices.isError ? (
        <ErrorState
          title="Couldn't load the voices"
          error={voices.error}
          onRetry={() => void voices.refetch()}
          retrying={voices.isFetching}
        />
      ) : (
        <VoicePicker catalogue={voices.data} officeId={officeId} voiceId={voiceId} onDone={onClose} />
      )}
    </Modal>
  );
}

function VoicePicker({
  catalogue,
  officeId,
  voiceId,
  onDone,
}: {
  catalogue: VoiceCatalogue;
  officeId: string;
  voiceId: string;
  onDone: () => void;
}) {
  const [filters, setFilters] = useState<VoiceFilters>(() => initialVoiceFilters(catalogue, voiceId));
  const [selected, setSelected] = useState<string | null>(() => parseVoiceId(voiceId)?.name ?? null);
  const speech = useSpeech();
  const update = useUpdateAssistant(officeId, "Couldn't change the voice");
  const set = (patch: Partial<VoiceFilters>) => setFilters((f) => updateFilters(catalogue, f, patch));

  const shown = filterVoices(catalogue, filters);
  const chosen = shown.find((v) => v.name === selected) ?? null;
  const nextId = chosen ? voiceIdFor(chosen, filters) : null;
  const tones = tonesFor(catalogue, filters.locale, filters.gender);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Select
          label="Language"
          data={languageOptions(catalogue)}
          value={filters.locale}
          onChange={(locale) => locale && set({ locale })}
          allowDeselect={false}
          comboboxProps={DROPDOWN}
          searchable
          nothingFoundMessage="No such language"
        />
        <Select
          label="Gender"
          data={[
            { value: ANY, label: 'Any' },
            ...gendersFor(catalogue, filters.locale).map((g) => ({ value: g, label: g })),
          ]}
          value={filters.gender ?? ANY}
          onChange={(gender) => set({ gender: gender ? gender : null })}
          allowDeselect={false}
          comboboxProps={DROPDOWN}
        />
        <Select
          label="Tone"
          data={[{ value: ANY, label: 'None (plain voice)' }, ...tones.map((t) => ({ value: t, label: t }))]}
          value={filters.tone ?? ANY}
          onChange={(tone) => set({ tone: tone ? tone : null })}
          allowDeselect={false}
          comboboxProps={DROPDOWN}
          disabled={tones.length === 0}
        />
      </SimpleGrid>
      <div>
        <Text size="sm" fw={500}>
          Tone intensity: {filters.intensity}
        </Text>
        <Slider
          min={TONE_INTENSITY.min}
          max={TONE_INTENSITY.max}
          step={TONE_INTENSITY.step}
          value={filters.intensity}
          onChange={(intensity) => set({ intensity })}
          marks={MARKS}
          thumbLabel="Tone intensity"
          disabled={filters.tone === null}
          mb="lg"
        />
        {filters.tone === null && (
          <Text size="xs" c="dimmed">
            Choose a tone to set its intensity.
          </Text>
        )}
      </div>
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          No voice of this language matches. Try another gender or tone.
        </Text>
      ) : (
        <ul className={classes.voiceGrid} aria-label="Voices">
          {shown.map((voice) => {
            const name = voice.label.split(',')[0] ?? voice.name;
            const playing = speech.speakingKey === voice.name;
            return (
              <li key={voice.name} className={classes.voiceCard} data-selected={voice.name === selected}>
                <button
                  type="button"
                  className={classes.voicePick}
                  aria-pressed={voice.name === selected}
                  onClick={() => setSelected(voice.name)}
                >
                  <Text size="sm" fw={600} truncate>
                    {name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {voice.gender}
                    {voice.styles.length > 0
                      ? ` · ${voice.styles.length} ${voice.styles.length === 1 ? 'tone' : 'tones'}`
                      : ''}
                  </Text>
                </button>
                <Tooltip label={playing ? 'Stop' : 'Hear a sample'} zIndex={450}>
                  <ActionIcon
                    variant="light"
                    radius="xl"
                    aria-label={playing ? `Stop ${name}` : `Preview ${name}`}
                    onClick={() =>
                      playing
                        ? speech.stop()
                        : void speech.speak(previewText(voice), voiceIdFor(voice, filters), voice.name)
                    }
                  >
                    {playing ? (
                      <IconPlayerStop size={16} aria-hidden />
                    ) : (
                      <IconPlayerPlay size={16} aria-hidden />
                    )}
                  </ActionIcon>
                </Tooltip>
              </li>
            );
          })}
        </ul>
      )}
      {update.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(update.error)}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" role="status">
          {speech.speakingKey ? <Loader size={12} type="dots" mr={6} /> : null}
          {nextId ? `Chosen: ${voiceLabel(nextId, catalogueLabels(catalogue))}` : 'Choose a voice.'}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button
            disabled={!nextId || nextId === voiceId}
            loading={update.isPending}
            onClick={() => nextId && update.mutate({ voiceId: nextId }, { onSuccess: onDone })}
          >
            Change Voice
          </Button>
        </Group>
      </Group>
      <audio {...speech.audioProps} />
    </Stack>
  );
}
