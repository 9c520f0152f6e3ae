import QRCode from 'qrcode';

/**
 * A tap URL as a QR code in SVG (vector: prints sharp at any size). Error correction M: a
 * smudged or partly covered label still scans.
 */
export function tapQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
