/**
 * The editor's AI tools (issue #17; spec §2 Image editor, §4 Editor): the settings panel of each tool with
 * its price and Apply (upload what the server needs, run, follow the progress, put the result in as one
 * undo step), and what the tools draw on the canvas (the area edit's lasso, expand's new frame).
 */
export { AiToolPanel } from './components/AiToolPanel';
export { AiCanvasOverlay } from './components/AiCanvasOverlay';
export { useAiCanvasFrame, type CanvasFrame } from './use-canvas-frame';
export { aiCanvasHint } from './canvas-hint';
