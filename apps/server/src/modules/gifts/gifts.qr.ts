import QRCode from 'qrcode';

/** QR codes are 512 px PNGs: sharp enough to scan from a screen or a print-out. */
const QR_WIDTH = 512;
/** Recently made codes kept in memory: a shared link is often opened many times in a row. */
const CACHE_MAX = 256;

/** The QR code PNGs of share links, served at /images/qr/{id}. */
export class QrCodes {
  private readonly cache = new Map<string, Buffer>();

  async png(text: string): Promise<Buffer> {
    const hit = this.cache.get(text);
    if (hit) {
      // Map keeps insertion order: re-inserting marks it most recently used.
      this.cache.delete(text);
      this.cache.set(text, hit);
      return hit;
    }
    const png = await QRCode.toBuffer(text, {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 4,
      width: QR_WIDTH,
      color: { dark: '#000000ff', light: '#ffffffff' },
    });
    this.cache.set(text, png);
    if (this.cache.size > CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    return png;
  }
}
