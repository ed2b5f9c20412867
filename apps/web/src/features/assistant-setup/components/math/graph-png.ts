/** The computed styles a plot's look depends on, copied onto the copy that is drawn to a picture. */
const STYLE_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'visibility',
  'display',
];

function inlineStyles(source: Element, copy: Element): void {
  const computed = getComputedStyle(source);
  const style = STYLE_PROPS.map((p) => `${p}:${computed.getPropertyValue(p)}`).join(';');
  copy.setAttribute('style', style);
  for (let i = 0; i < source.children.length; i += 1) {
    const child = copy.children[i];
    if (child) inlineStyles(source.children[i]!, child);
  }
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The plot could not be drawn as a picture.'));
    image.src = src;
  });
}

/**
 * function-plot draws SVG; the problem keeps a PNG (any card or e-mail can show one). The SVG is copied with
 * its computed styles inlined (CSS classes do not survive on their own), drawn onto a canvas over white at
 * `scale`× for sharp text, and read back as a data URL.
 */
export async function svgToPng(svg: SVGSVGElement, scale = 2): Promise<string> {
  const box = svg.getBoundingClientRect();
  const width = Math.round(svg.width.baseVal.value || box.width);
  const height = Math.round(svg.height.baseVal.value || box.height);
  const copy = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, copy);
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const xml = new XMLSerializer().serializeToString(copy);
  const image = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(xml)}`);

  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The plot could not be drawn as a picture.');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(scale, scale);
  context.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL('image/png');
}
