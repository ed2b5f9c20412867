import { useMediaQuery } from '@mantine/hooks';
import { EDITOR_MOBILE_BREAKPOINT, editorColumns, type EditorTool } from '@muse/domain';
import { useCallback } from 'react';
import { EditorCanvas } from '../canvas/EditorCanvas';
import { cropSessionOf } from '../crop/crop-session';
import { useHistoryKeys } from '../hooks/use-history-keys';
import { useUnsavedWarning } from '../hooks/use-unsaved-warning';
import { BottomSheet } from '../layout/BottomSheet';
import { ScrollHint } from '../layout/ScrollHint';
import { SettingsPanel } from '../layout/SettingsPanel';
import { ToolRail } from '../layout/ToolRail';
import { useEditor } from '../state/editor-context';
import { ToolPanel } from '../tool-panels';
import { toolInfo } from '../tools';
import { EditorTopBar } from './EditorTopBar';
import classes from '../layout/EditorLayout.module.css';

/**
 * The editor's screen: the top bar, the tool rail, the active tool's settings and the canvas. Wide screens
 * use 12 columns (rail 1, settings 4, canvas 7 or 11 with the settings hidden); below 768 px the rail is a
 * scrolling toolbar and the settings a bottom sheet.
 */
export function EditorWorkspace() {
  const { store, snapshot } = useEditor();
  const { activeTool, panelOpen, busy } = snapshot.ui;
  const mobile = useMediaQuery(`(max-width: ${EDITOR_MOBILE_BREAKPOINT - 1}px)`) ?? false;
  useHistoryKeys(store);
  useUnsavedWarning(snapshot.unsaved);

  const choose = useCallback(
    (tool: EditorTool) => {
      const { ui } = store.get();
      // Crop starts afresh with a centred area each time the tool is chosen.
      if (tool !== ui.activeTool) cropSessionOf(store).set(null);
      store.setUi({
        activeTool: tool,
        panelOpen: true,
        selectedLayerId: tool === 'text' ? ui.selectedLayerId : null,
      });
    },
    [store],
  );
  const hide = () => store.setUi({ panelOpen: false });
  const title = toolInfo(activeTool).label;
  const panel = <ToolPanel tool={activeTool} />;
  const columns = editorColumns(panelOpen);

  if (mobile) {
    return (
      <div className={classes.workspace} data-mobile>
        <EditorTopBar compact />
        <div className={classes.toolbar}>
          <ToolRail active={activeTool} panelOpen={panelOpen} disabled={busy} horizontal onChoose={choose} />
          <ScrollHint />
        </div>
        <EditorCanvas />
        {panelOpen && (
          <BottomSheet title={title} onClose={hide}>
            {panel}
          </BottomSheet>
        )}
      </div>
    );
  }

  return (
    <div className={classes.workspace}>
      <EditorTopBar compact={false} />
      <div className={classes.grid}>
        <div className={classes.railCell}>
          <ToolRail
            active={activeTool}
            panelOpen={panelOpen}
            disabled={busy}
            horizontal={false}
            onChoose={choose}
          />
        </div>
        {panelOpen && (
          <div style={{ gridColumn: `span ${columns.panel}` }} className={classes.panelCell}>
            <SettingsPanel title={title} onClose={hide}>
              {panel}
            </SettingsPanel>
          </div>
        )}
        <div style={{ gridColumn: `span ${columns.canvas}` }} className={classes.canvasCell}>
          <EditorCanvas />
        </div>
      </div>
    </div>
  );
}
