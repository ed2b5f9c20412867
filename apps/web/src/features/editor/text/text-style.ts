import type { TextLayer } from '@muse/domain';
import { withAlpha } from '../colours';

/** The text as drawn: the layer's content with its letter case applied (the content itself is kept as typed). */
export function displayedText(layer: Pick<TextLayer, 'content' | 'textTransform'>): string {
  switch (layer.textTransform) {
    case 'uppercase':
      return layer.content.toUpperCase();
    case 'lowercase':
      return layer.content.toLowerCase();
    case 'capitalize':
      return layer.content.replace(
        /(^|\s)(\p{L})/gu,
        (_m, space: string, letter: string) => space + letter.toUpperCase(),
      );
    case 'none':
      return layer.content;
  }
}

/** Konva's fontStyle, which goes straight into the canvas font: "italic 700", "300", "normal". */
export function konvaFontStyle(layer: Pick<TextLayer, 'fontStyle' | 'fontWeight'>): string {
  const weight = layer.fontWeight === 'normal' ? 'normal' : String(layer.fontWeight);
  return layer.fontStyle === 'italic' ? `italic ${weight}` : weight;
}

/** The attributes of the layer's text node (in the box, centred vertically, wrapped at words). */
export function textNodeProps(layer: TextLayer) {
  const shadow = layer.textShadow;
  const hasShadow = shadow.blur > 0 || shadow.offsetX !== 0 || shadow.offsetY !== 0;
  return {
    text: displayedText(layer),
    width: layer.width,
    height: layer.height,
    padding: layer.padding,
    fontFamily: layer.fontFamily,
    fontSize: layer.fontSize,
    fontStyle: konvaFontStyle(layer),
    fill: withAlpha(layer.color, layer.colorAlpha),
    align: layer.textAlign,
    verticalAlign: 'middle',
    wrap: 'word',
    lineHeight: layer.lineHeight,
    letterSpacing: layer.letterSpacing,
    wordSpacing: layer.wordSpacing,
    textDecoration: layer.textDecoration === 'none' ? '' : layer.textDecoration,
    stroke: layer.strokeWidth > 0 ? withAlpha(layer.strokeColor, layer.strokeAlpha) : undefined,
    strokeWidth: layer.strokeWidth,
    // the outline goes around the letters, not over them
    fillAfterStrokeEnabled: true,
    shadowEnabled: hasShadow,
    shadowColor: shadow.color,
    shadowBlur: shadow.blur,
    shadowOffsetX: shadow.offsetX,
    shadowOffsetY: shadow.offsetY,
  } as const;
}

/** The background box's attributes; null when the layer has none. */
export function backgroundProps(layer: TextLayer) {
  if (layer.backgroundColor === 'transparent' || layer.backgroundAlpha <= 0) return null;
  return {
    width: layer.width,
    height: layer.height,
    fill: withAlpha(layer.backgroundColor, layer.backgroundAlpha),
    cornerRadius: layer.borderRadius,
  };
}
