import type Konva from 'konva';
import type { TextLayer } from '@muse/domain';
import { konvaFontStyle } from './text-style';

/**
 * Edits a layer's content in place: a textarea laid over the layer's box on the page (same font, size,
 * rotation). Blur or Ctrl/Cmd+Enter keeps the text, Escape drops the change. Returns a function that closes it.
 */
export function editInPlace(
  node: Konva.Node,
  layer: TextLayer,
  onDone: (content: string | null) => void,
): () => void {
  const stage = node.getStage();
  if (!stage) return () => {};
  const page = stage.container().getBoundingClientRect();
  const topLeft = node.getAbsoluteTransform().point({ x: 0, y: 0 });
  const scale = node.getAbsoluteScale().x;

  const area = document.createElement('textarea');
  area.value = layer.content;
  area.setAttribute('aria-label', 'Text');
  Object.assign(area.style, {
    position: 'fixed',
    left: `${page.left + topLeft.x}px`,
    top: `${page.top + topLeft.y}px`,
    width: `${layer.width * scale}px`,
    minHeight: `${layer.height * scale}px`,
    transform: `rotate(${layer.rotation}deg)`,
    transformOrigin: 'top left',
    font: `${konvaFontStyle(layer)} ${layer.fontSize * scale}px "${layer.fontFamily}", sans-serif`,
    lineHeight: String(layer.lineHeight),
    letterSpacing: `${layer.letterSpacing * scale}px`,
    textAlign: layer.textAlign,
    color: layer.color === 'transparent' ? '#000' : layer.color,
    padding: `${layer.padding * scale}px`,
    margin: '0',
    border: '2px dashed #3F6FFF',
    background: 'rgba(0,0,0,0.25)',
    outline: 'none',
    resize: 'none',
    overflow: 'hidden',
    boxSizing: 'border-box',
    zIndex: '400',
  } satisfies Partial<CSSStyleDeclaration>);

  let closed = false;
  const close = (content: string | null) => {
    if (closed) return;
    closed = true;
    area.remove();
    onDone(content);
  };
  area.addEventListener('keydown', (e) => {
    // The editor's own shortcuts (Delete, Escape, Ctrl+D) must not act on the layer while typing.
    e.stopPropagation();
    if (e.key === 'Escape') close(null);
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) close(area.value);
  });
  area.addEventListener('blur', () => close(area.value));
  // The box grows while typing, so no line is hidden (the layer's font size is fitted when done).
  const grow = () => {
    area.style.height = 'auto';
    area.style.height = `${area.scrollHeight}px`;
  };
  area.addEventListener('input', grow);
  document.body.appendChild(area);
  grow();
  area.focus();
  area.select();
  return () => close(area.value);
}
