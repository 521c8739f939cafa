/**
 * A tiny rasteriser and PNG encoder for build scripts (no dependencies): SVG path data flattened to
 * polygons, filled with the nonzero rule and 4×4 supersampling into an RGBA image, written as a PNG
 * through node:zlib.
 */
import { deflateSync } from 'node:zlib';

const CURVE_STEPS = 24;

/** Flattens SVG path data (M L H V C S A Z, absolute and relative) into closed polygons. */
export function flattenPath(d) {
  const tokens = d.match(/[a-zA-Z]|-?(?:\d+\.?\d*|\.\d+)(?:e-?\d+)?/g) ?? [];
  const polygons = [];
  let points = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let lastControl = null;
  let command = '';
  let i = 0;
  const num = () => Number(tokens[i++]);
  const close = () => {
    if (points.length > 2) polygons.push(points);
    points = [];
  };
  const cubic = (x1, y1, x2, y2, ex, ey) => {
    for (let s = 1; s <= CURVE_STEPS; s++) {
      const t = s / CURVE_STEPS;
      const u = 1 - t;
      points.push([
        u * u * u * x + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * ex,
        u * u * u * y + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * ey,
      ]);
    }
    lastControl = [x2, y2];
    x = ex;
    y = ey;
  };
  const arc = (rx, ry, rotation, large, sweep, ex, ey) => {
    // Endpoint to centre parameterisation (SVG 1.1 implementation notes, F.6.5).
    const phi = (rotation * Math.PI) / 180;
    const cos = Math.cos(phi);
    const sin = Math.sin(phi);
    const dx = (x - ex) / 2;
    const dy = (y - ey) / 2;
    const x1 = cos * dx + sin * dy;
    const y1 = -sin * dx + cos * dy;
    let a = Math.abs(rx);
    let b = Math.abs(ry);
    const scale = (x1 * x1) / (a * a) + (y1 * y1) / (b * b);
    if (scale > 1) {
      a *= Math.sqrt(scale);
      b *= Math.sqrt(scale);
    }
    const sign = large === sweep ? -1 : 1;
    const num2 = a * a * b * b - a * a * y1 * y1 - b * b * x1 * x1;
    const factor = sign * Math.sqrt(Math.max(0, num2 / (a * a * y1 * y1 + b * b * x1 * x1)));
    const cx1 = (factor * a * y1) / b;
    const cy1 = (-factor * b * x1) / a;
    const cx = cos * cx1 - sin * cy1 + (x + ex) / 2;
    const cy = sin * cx1 + cos * cy1 + (y + ey) / 2;
    const angle = (ux, uy, vx, vy) => {
      const dot = ux * vx + uy * vy;
      const len = Math.hypot(ux, uy) * Math.hypot(vx, vy);
      const value = Math.acos(Math.max(-1, Math.min(1, dot / len)));
      return ux * vy - uy * vx < 0 ? -value : value;
    };
    const theta = angle(1, 0, (x1 - cx1) / a, (y1 - cy1) / b);
    let delta = angle((x1 - cx1) / a, (y1 - cy1) / b, (-x1 - cx1) / a, (-y1 - cy1) / b);
    if (!sweep && delta > 0) delta -= 2 * Math.PI;
    if (sweep && delta < 0) delta += 2 * Math.PI;
    for (let s = 1; s <= CURVE_STEPS; s++) {
      const t = theta + (delta * s) / CURVE_STEPS;
      points.push([
        cx + a * Math.cos(t) * cos - b * Math.sin(t) * sin,
        cy + a * Math.cos(t) * sin + b * Math.sin(t) * cos,
      ]);
    }
    x = ex;
    y = ey;
    lastControl = null;
  };
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i])) command = tokens[i++];
    const rel = command === command.toLowerCase();
    const ox = rel ? x : 0;
    const oy = rel ? y : 0;
    switch (command.toUpperCase()) {
      case 'M':
        close();
        x = ox + num();
        y = oy + num();
        startX = x;
        startY = y;
        points.push([x, y]);
        command = rel ? 'l' : 'L';
        lastControl = null;
        break;
      case 'L':
        x = ox + num();
        y = oy + num();
        points.push([x, y]);
        lastControl = null;
        break;
      case 'H':
        x = ox + num();
        points.push([x, y]);
        lastControl = null;
        break;
      case 'V':
        y = oy + num();
        points.push([x, y]);
        lastControl = null;
        break;
      case 'C':
        cubic(ox + num(), oy + num(), ox + num(), oy + num(), ox + num(), oy + num());
        break;
      case 'S': {
        const [rx, ry] = lastControl ? [2 * x - lastControl[0], 2 * y - lastControl[1]] : [x, y];
        cubic(rx, ry, ox + num(), oy + num(), ox + num(), oy + num());
        break;
      }
      case 'A': {
        const rx = num();
        const ry = num();
        const rotation = num();
        const large = num();
        const sweep = num();
        arc(rx, ry, rotation, large, sweep, ox + num(), oy + num());
        break;
      }
      case 'Z':
        x = startX;
        y = startY;
        close();
        lastControl = null;
        break;
      default:
        throw new Error(`Unsupported path command ${command}`);
    }
  }
  close();
  return polygons;
}

/** A rounded rectangle as path data. */
export function roundedRect(x, y, width, height, r) {
  if (r <= 0) return `M${x} ${y}H${x + width}V${y + height}H${x}Z`;
  return `M${x + r} ${y}H${x + width - r}A${r} ${r} 0 0 1 ${x + width} ${y + r}V${y + height - r}A${r} ${r} 0 0 1 ${x + width - r} ${y + height}H${x + r}A${r} ${r} 0 0 1 ${x} ${y + height - r}V${y + r}A${r} ${r} 0 0 1 ${x + r} ${y}Z`;
}

/** An RGBA canvas of `size`×`size`, drawn in a `viewBox`-sized coordinate space. */
export function canvas(size, viewBox) {
  const pixels = new Float64Array(size * size * 4);
  const scale = size / viewBox;
  const SUB = 4;
  return {
    /** Fills path data with a colour [r, g, b] (0–255); `transform` maps points before scaling. */
    fill(d, [r, g, b], transform = (p) => p) {
      const edges = [];
      for (const polygon of flattenPath(d)) {
        const pts = polygon.map((p) => transform(p).map((v) => v * scale));
        for (let k = 0; k < pts.length; k++) {
          const [x0, y0] = pts[k];
          const [x1, y1] = pts[(k + 1) % pts.length];
          if (y0 !== y1) edges.push(y0 < y1 ? [x0, y0, x1, y1, 1] : [x1, y1, x0, y0, -1]);
        }
      }
      const coverage = new Float64Array(size * size);
      for (let row = 0; row < size * SUB; row++) {
        const sy = (row + 0.5) / SUB;
        const crossings = [];
        for (const [x0, y0, x1, y1, dir] of edges) {
          if (sy >= y0 && sy < y1) crossings.push([x0 + ((sy - y0) / (y1 - y0)) * (x1 - x0), dir]);
        }
        crossings.sort((p, q) => p[0] - q[0]);
        let winding = 0;
        const py = Math.floor(sy);
        for (let k = 0; k < crossings.length - 1; k++) {
          winding += crossings[k][1];
          if (winding === 0) continue;
          const from = Math.max(0, crossings[k][0]);
          const to = Math.min(size, crossings[k + 1][0]);
          for (let sx = Math.floor(from * SUB); sx < Math.ceil(to * SUB); sx++) {
            const left = Math.max(from, sx / SUB);
            const right = Math.min(to, (sx + 1) / SUB);
            if (right > left) coverage[py * size + Math.floor(sx / SUB)] += (right - left) / SUB;
          }
        }
      }
      for (let p = 0; p < size * size; p++) {
        const alpha = Math.min(1, coverage[p]);
        if (!alpha) continue;
        const o = p * 4;
        const under = pixels[o + 3];
        const outA = alpha + under * (1 - alpha);
        for (const [c, value] of [r, g, b].entries()) {
          pixels[o + c] = (value * alpha + pixels[o + c] * under * (1 - alpha)) / outA;
        }
        pixels[o + 3] = outA;
      }
    },
    png() {
      const raw = Buffer.alloc(size * (size * 4 + 1));
      for (let y = 0; y < size; y++) {
        raw[y * (size * 4 + 1)] = 0;
        for (let x = 0; x < size; x++) {
          const o = (y * size + x) * 4;
          const at = y * (size * 4 + 1) + 1 + x * 4;
          raw[at] = Math.round(pixels[o]);
          raw[at + 1] = Math.round(pixels[o + 1]);
          raw[at + 2] = Math.round(pixels[o + 2]);
          raw[at + 3] = Math.round(pixels[o + 3] * 255);
        }
      }
      const header = Buffer.alloc(13);
      header.writeUInt32BE(size, 0);
      header.writeUInt32BE(size, 4);
      header[8] = 8; // bit depth
      header[9] = 6; // RGBA
      return Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        chunk('IHDR', header),
        chunk('IDAT', deflateSync(raw, { level: 9 })),
        chunk('IEND', Buffer.alloc(0)),
      ]);
    },
  };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
