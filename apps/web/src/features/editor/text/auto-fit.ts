import { autoFitFontSize, type TextLayer } from '@muse/domain';
import { SpacedText } from './spaced-text';
import { textNodeProps } from './text-style';

/**
 * The largest font size (8–200) at which the layer's text fits its box, measured with the real font (it must
 * be loaded to measure right): the wrapped height must fit and no single word may be wider than the box.
 */
export function fitFontSize(layer: TextLayer): number {
  const { width: _w, height: _h, padding: _p, ...style } = textNodeProps(layer);
  const probe = new SpacedText({ ...style, padding: 0 });
  const words = style.text.split(/\s+/).filter(Boolean);
  const size = autoFitFontSize(layer, (fontSize, innerWidth) => {
    probe.setAttrs({ fontSize, width: innerWidth });
    const widest = Math.max(
      0,
      ...words.map((w) => probe.measureSize(w).width + layer.letterSpacing * w.length),
    );
    return { width: widest, height: probe.height() };
  });
  probe.destroy();
  return size;
}
