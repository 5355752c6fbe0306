// Tiny .ico files drawn here (no image assets to ship): the page icon, and the two that
// Notebook 7 swaps in on kernel status changes (static/favicons/favicon-{notebook,busy-1}.ico,
// which a Jupyter server would serve). An .ico holding one 32×32 PNG.
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'ascii');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** A 32×32 RGBA PNG of a disc (and, if `ring`, a white ring inside it: "busy"). */
function discPng([r, g, b], ring) {
  const size = 32;
  const rows = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // filter byte 0, then RGBA
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2);
      const inDisc = d <= 15;
      const inRing = ring && d >= 7 && d <= 10;
      const [pr, pg, pb] = inRing ? [255, 255, 255] : [r, g, b];
      row.set([pr, pg, pb, inDisc ? 255 : 0], 1 + x * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function ico(png) {
  const dir = Buffer.alloc(22);
  dir.writeUInt16LE(0, 0);
  dir.writeUInt16LE(1, 2); // icon
  dir.writeUInt16LE(1, 4); // one image
  dir.set([32, 32, 0, 0], 6);
  dir.writeUInt16LE(1, 10); // planes
  dir.writeUInt16LE(32, 12); // bits per pixel
  dir.writeUInt32LE(png.length, 14);
  dir.writeUInt32LE(22, 18);
  return Buffer.concat([dir, png]);
}

const ORANGE = [0xf3, 0x77, 0x26];
const BLUE = [0x19, 0x76, 0xd2];

/** { relative path: bytes } */
export function favicons() {
  const idle = ico(discPng(ORANGE, false));
  return {
    'favicon.ico': idle,
    'static/favicons/favicon-notebook.ico': idle,
    'static/favicons/favicon-busy-1.ico': ico(discPng(BLUE, true)),
  };
}
