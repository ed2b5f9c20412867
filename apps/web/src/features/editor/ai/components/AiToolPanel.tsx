import { Alert, Stack, Text } from '@mantine/core';
import { EDITOR_TOOL_LABELS, type EditorAiTool } from '@muse/domain';
import { useEffect } from 'react';
import { sessionBalance, useSession } from '../../../auth';
import { blockedReason, runPrice, toolKind, type AiToolKind } from '../ai-settings';
import { useAiSession } from '../ai-session';
import { rectanglePath } from '../lasso';
import { useAiRun } from '../use-ai-run';
import { useToolUnavailable } from '../use-tool-availability';
import { AreaFields } from './AreaFields';
import { ContextFields } from './ContextFields';
import { ExpandFields } from './ExpandFields';
import { RunFooter } from './RunFooter';
import { UpscaleFields } from './UpscaleFields';
import { VariationFields } from './VariationFields';

const INTRO: Readonly<Record<AiToolKind, string>> = {
  context: 'Describe a change in your own words and the model makes it.',
  area: 'Draw around the part of the picture to change, or select a rectangle, then say what should be there.',
  expand: 'Makes the picture larger and fills the new space to match it.',
  variation: 'Paints a new version of the picture from its description, in its colours.',
  upscale: 'Makes the picture larger with sharper detail.',
  rembg: 'Removes the background and keeps the main subject on a transparent background.',
};

/** The settings panel of an AI tool: its settings (starting as the spec says), price and Apply. */
export function AiToolPanel({ tool }: { tool: EditorAiTool }) {
  const { snapshot, session, state } = useAiSession();
  const { session: user } = useSession();
  const { apply, run, outcome, busy } = useAiRun(tool);
  const unavailable = useToolUnavailable(tool);
  const picture = { width: snapshot.doc.image.width, height: snapshot.doc.image.height };
  const description = snapshot.source.description;

  useEffect(() => {
    session.enter(tool, description, picture);
    // Settings start afresh when the tool changes, not when the picture does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, tool]);

  const settings = state.tool === tool ? state.settings : null;
  if (!settings) return null;
  const kind = toolKind(tool);
  const disabled = run !== null;
  const change = (patch: Parameters<typeof session.change>[0]) => session.change(patch);

  return (
    <Stack gap="md" aria-label={EDITOR_TOOL_LABELS[tool]} role="group">
      <Text size="sm" c="dimmed">
        {INTRO[kind]}
      </Text>
      {unavailable && (
        <Alert color="yellow" variant="light" title="Not available on this server">
          {unavailable}
        </Alert>
      )}
      {kind === 'context' && (
        <ContextFields settings={settings} onChange={change} disabled={disabled || unavailable !== null} />
      )}
      {kind === 'variation' && <VariationFields settings={settings} onChange={change} disabled={disabled} />}
      {kind === 'upscale' && (
        <UpscaleFields settings={settings} picture={picture} onChange={change} disabled={disabled} />
      )}
      {kind === 'area' && (
        <AreaFields
          settings={settings}
          areas={state.paths.length}
          picture={picture}
          rectangle={state.rectangle}
          onChange={change}
          onClear={() => session.clearPaths()}
          onRectangle={(rectangle) => session.setRectangle(rectangle)}
          onAddRectangle={(rectangle) => {
            session.addPath(rectanglePath(rectangle));
            session.setRectangle(null);
          }}
          disabled={disabled}
        />
      )}
      {kind === 'expand' && (
        <ExpandFields
          settings={settings}
          picture={picture}
          onChange={(patch) => session.changeOutpaint(patch)}
          disabled={disabled}
        />
      )}
      <RunFooter
        price={runPrice(tool, settings, user?.subscription)}
        balance={user ? sessionBalance(user) : null}
        blocked={unavailable ?? blockedReason(tool, settings, picture, state.paths.length)}
        hideBlocked={kind === 'area' || unavailable !== null}
        run={run?.tool === tool ? run : null}
        outcome={outcome?.tool === tool ? outcome : null}
        busy={busy || run !== null}
        onApply={() => void apply()}
      />
    </Stack>
  );
}
