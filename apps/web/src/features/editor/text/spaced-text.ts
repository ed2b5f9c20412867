import Konva from 'konva';
import type { KonvaNodeComponent } from 'react-konva';

const spaces = (text: string) => (text.match(/ /g) ?? []).length;

/**
 * Konva's Text with word spacing, which Konva lacks: every space is measured `wordSpacing` wider and the
 * canvas draws it so (CanvasRenderingContext2D.wordSpacing), so wrapping and alignment stay right.
 */
export class SpacedText extends Konva.Text {
  wordSpacing(): number {
    const value: unknown = this.getAttr('wordSpacing');
    return typeof value === 'number' ? value : 0;
  }

  override _getTextWidth(text: string, graphemes?: number): number {
    return super._getTextWidth(text, graphemes) + this.wordSpacing() * spaces(text);
  }

  override measureSize(text: string) {
    const size = super.measureSize(text);
    return { ...size, width: size.width + this.wordSpacing() * spaces(text) };
  }

  override _sceneFunc(context: Parameters<Konva.Text['_sceneFunc']>[0]): void {
    const ctx = context._context;
    ctx.wordSpacing = `${this.wordSpacing()}px`;
    super._sceneFunc(context);
    ctx.wordSpacing = '0px';
  }
}

// react-konva makes a host element of the Konva class with the element's name.
Object.assign(Konva, { SpacedText });

export type SpacedTextConfig = Konva.TextConfig & { wordSpacing?: number };
/** The JSX element for SpacedText (the key should change with `wordSpacing`, which Konva does not watch). */
export const SpacedTextNode = 'SpacedText' as unknown as KonvaNodeComponent<SpacedText, SpacedTextConfig>;
