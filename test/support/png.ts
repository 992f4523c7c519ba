// A PNG read back to its pixels, for the tests that convert a drawing with a program
// outside the browser (rsvg-convert, ImageMagick): 8-bit RGB or RGBA, not interlaced,
// which is what rsvg-convert and ImageMagick's PNG32 write. Node's zlib inflates.
import { inflateSync } from 'node:zlib';

/** A decoded picture: its size and a pixel's colour. */
export interface Picture {
  readonly width: number;
  readonly height: number;
  /** The colour at (`x`, `y`) as `[r, g, b, a]`, 0–255. */
  pixel(x: number, y: number): readonly [number, number, number, number];
}

const SIGNATURE = '89504e470d0a1a0a';

/** The pixels of a PNG file's bytes; throws on a PNG of another kind. */
export function readPng(bytes: Buffer): Picture {
  if (bytes.subarray(0, 8).toString('hex') !== SIGNATURE) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let channels = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.subarray(at + 4, at + 8).toString('latin1');
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      if (depth !== 8 || interlace !== 0 || (colour !== 2 && colour !== 6))
        throw new Error(`a PNG of depth ${depth}, colour type ${colour}, interlace ${interlace}: only 8-bit RGB or RGBA, not interlaced`);
      channels = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  // Each row starts with its filter; undo it against the row above and the pixel to the left.
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let i = 0; i < stride; i++) {
      const value = raw[y * (stride + 1) + 1 + i] as number;
      const left = i >= channels ? (pixels[y * stride + i - channels] as number) : 0;
      const up = y > 0 ? (pixels[(y - 1) * stride + i] as number) : 0;
      const corner = y > 0 && i >= channels ? (pixels[(y - 1) * stride + i - channels] as number) : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - corner;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - corner)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : corner;
      } else if (filter !== 0) throw new Error(`an unknown PNG filter ${filter}`);
      pixels[y * stride + i] = (value + predicted) & 0xff;
    }
  }
  return {
    width,
    height,
    pixel(x, y) {
      const at = Math.round(y) * stride + Math.round(x) * channels;
      return [pixels[at] as number, pixels[at + 1] as number, pixels[at + 2] as number, channels === 4 ? (pixels[at + 3] as number) : 255];
    },
  };
}
