/**
 * The part of Node's Buffer the library and its shims use: bytes that print as hex, base64 or UTF-8
 * (`randomBytes(4).toString('hex')` in lib/widgets, a file read without an encoding).
 */
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export class Bytes extends Uint8Array {
  toString(encoding: string = 'utf8'): string {
    switch (encoding) {
      case 'hex':
        return Array.from(this, (b) => HEX[b]).join('');
      case 'base64':
        return btoa(Array.from(this, (b) => String.fromCharCode(b)).join(''));
      case 'latin1':
      case 'binary':
        return Array.from(this, (b) => String.fromCharCode(b)).join('');
      default:
        return new TextDecoder().decode(this);
    }
  }
}

export function bytesOf(data: Uint8Array | string): Bytes {
  const raw = typeof data === 'string' ? new TextEncoder().encode(data) : data;
  const out = new Bytes(raw.length);
  out.set(raw);
  return out;
}
