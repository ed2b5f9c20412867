import { useState } from 'react';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { errorMessage, isApiError } from '../../../app/api-error';
import { GLOBAL_DIALOG_Z_INDEX } from '../../../shared/layers';
import type { ExtensionForm, ExtensionSource, NumericField } from '../extension-form';
import {
  extendBody,
  fieldRange,
  formProblems,
  initialExtensionForm,
  updateExtensionField,
} from '../extension-form';
import { isMusicProRequired } from '../music-errors';
import { formatLength } from '../track-view';
import type { useExtensionActions } from '../hooks/use-extension-actions';
import { RangeField } from './RangeField';

interface ExtendModalProps {
  /** what is extended (null: closed) */
  source: (ExtensionSource & { name: string }) | null;
  extend: ReturnType<typeof useExtensionActions>['extend'];
  onClose: () => void;
}

const FIELDS: { field: NumericField; label: string; unit?: string; integer?: boolean }[] = [
  { field: 'start', label: 'Take From', unit: 's' },
  { field: 'end', label: 'Take To', unit: 's' },
  { field: 'overlap', label: 'Overlap', unit: 's' },
  { field: 'extension', label: 'Extension', unit: 's', integer: true },
  { field: 'complexity', label: 'Complexity', integer: true },
];

/**
 * The Extensions generator modal: Take From, Take To, Overlap, Extension, Complexity, a description,
 * Request and Cancel. Request posts to /music/{filename}/extend (with continueExtensionId for an extension).
 */
export function ExtendModal({ source, extend, onClose }: ExtendModalProps) {
  return (
    <Modal
      opened={source !== null}
      onClose={onClose}
      title={source ? `Extend “${source.name}”` : 'Extend'}
      size="lg"
      zIndex={GLOBAL_DIALOG_Z_INDEX}
    >
      {source && (
        <ExtendForm
          key={`${source.filename}:${source.continueExtensionId ?? ''}`}
          source={source}
          extend={extend}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function ExtendForm({
  source,
  extend,
  onClose,
}: {
  source: ExtensionSource;
  extend: ExtendModalProps['extend'];
  onClose: () => void;
}) {
  const length = source.length;
  const [form, setForm] = useState<ExtensionForm>(() => initialExtensionForm(length));
  const [tried, setTried] = useState(false);
  const problems = formProblems(form, length);
  const problemOf = (field: keyof ExtensionForm) => problems.find((p) => p.field === field)?.message;
  const serverField = (field: string) => (isApiError(extend.error) ? extend.error.field(field) : undefined);
  // Field errors show under their fields; a music pro refusal opens the membership modal instead.
  const serverError =
    extend.isError &&
    !isMusicProRequired(extend.error) &&
    !(isApiError(extend.error) && Object.keys(extend.error.fields).length > 0)
      ? errorMessage(extend.error)
      : null;

  const request = () => {
    setTried(true);
    if (problems.length > 0) return;
    extend.mutate(extendBody(form, source), { onSuccess: onClose });
  };

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        request();
      }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Take a part of the {source.continueExtensionId ? 'extension' : 'track'} ({formatLength(length)}{' '}
          long) and let the music continue from it. The overlap crossfades the old and the new.
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {FIELDS.map(({ field, label, unit, integer }) => {
            const range = fieldRange(form, field, length);
            return (
              <RangeField
                key={field}
                label={label}
                value={form[field]}
                min={range.min}
                max={range.max}
                unit={unit}
                integer={integer}
                error={(tried ? problemOf(field) : undefined) ?? serverField(field)}
                onValue={(value) => setForm((f) => updateExtensionField(f, field, value, length))}
              />
            );
          })}
        </SimpleGrid>
        <Textarea
          label="Description"
          description="How should the music go on?"
          placeholder="e.g. build up to a big final chorus"
          withAsterisk
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          value={form.description}
          onChange={(e) => {
            const description = e.currentTarget.value;
            setForm((f) => ({ ...f, description }));
          }}
          error={(tried ? problemOf('description') : undefined) ?? serverField('description')}
        />
        {serverError && (
          <Alert color="red" variant="light" role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={extend.isPending}>
            Request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
