import { useMemo } from 'react';
import { Select } from '@mantine/core';
import { formatVoiceId, voiceLabel } from '@muse/domain';
import { useVoices } from '../hooks/use-voices';
import { catalogueLabels } from '../voice-filter';

interface VoiceSelectProps {
  label: string;
  value: string;
  onChange: (voiceId: string) => void;
  error?: string;
}

/**
 * A question's own voice, from the voice catalogue grouped by language (searchable); empty: the assistant's
 * voice. A voice with a tone, or one the catalogue lacks, stays listed under its label ("UNKNOWN {id}").
 */
export function VoiceSelect({ label, value, onChange, error }: VoiceSelectProps) {
  const voices = useVoices();
  const data = useMemo(() => {
    const groups = (voices.data ?? []).map((l) => ({
      group: l.language,
      items: l.voices.map((v) => ({ value: formatVoiceId({ name: v.name }), label: v.label })),
    }));
    const listed = groups.some((g) => g.items.some((i) => i.value === value));
    if (value !== '' && !listed) {
      const labelOf = catalogueLabels(voices.data ?? []);
      groups.unshift({ group: 'Chosen', items: [{ value, label: voiceLabel(value, labelOf) }] });
    }
    return groups;
  }, [voices.data, value]);

  return (
    <Select
      label={label}
      placeholder={voices.isError ? "Couldn't load the voices" : "The assistant's voice"}
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable
      limit={200}
      nothingFoundMessage="No voice matches"
      error={error}
    />
  );
}
