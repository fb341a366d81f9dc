/**
 * Images of the demo content, rendered as SVG and rasterised with sharp: show posters, popup
 * images, the seat layout and a parking map. Posters carry no text at all (Korean fonts are
 * not installed on every machine); the seat layout and the map use a few Latin labels, which
 * simply disappear where no font is available.
 */
import { createRequire } from 'module';
import type { Genre } from './data/shows';
import { hashString, mulberry32, pick, randomInt, type Random } from './random';

type SharpModule = typeof import('sharp');
/** sharp's type declarations differ between releases (`export =` or a default export). */
type Sharp = SharpModule extends { default: infer D } ? D : SharpModule;

let sharpModule: Sharp | undefined;
/** The sharp that Strapi's upload plugin uses (the cms does not depend on it directly). */
export function loadSharp(): Sharp {
  if (!sharpModule) {
    const fromUpload = createRequire(require.resolve('@strapi/upload/package.json'));
    const loaded = fromUpload('sharp') as { default?: Sharp } & Sharp;
    sharpModule = loaded.default ?? loaded;
  }
  return sharpModule;
}

interface Palette {
  /** Background gradient, dark to light or the reverse. */
  bg: [string, string];
  /** Shapes. */
  accents: string[];
  /** Lines and frames. */
  ink: string;
}

const PALETTES: Record<Genre, Palette[]> = {
  piano: [
    { bg: ['#0f1b33', '#27406b'], accents: ['#e9c46a', '#f4efe4', '#8fa8d6'], ink: '#f4efe4' },
    { bg: ['#f2ede3', '#d9cfbd'], accents: ['#1c2541', '#b08d57', '#6c7a96'], ink: '#1c2541' },
  ],
  violin: [
    { bg: ['#4a0f1e', '#8c2f39'], accents: ['#f6d5c8', '#e6a57e', '#fbe9e0'], ink: '#fbe9e0' },
    { bg: ['#fbeee6', '#efc9b8'], accents: ['#7b1e2b', '#c0695a', '#3d1118'], ink: '#5a1520' },
  ],
  cello: [
    { bg: ['#2b1d14', '#5c3d24'], accents: ['#d99a4e', '#f2e2c4', '#a0643a'], ink: '#f2e2c4' },
    { bg: ['#1f2f26', '#3f5c48'], accents: ['#d9b36c', '#eef0e2', '#86a58c'], ink: '#eef0e2' },
  ],
  chamber: [
    { bg: ['#0d3b3e', '#1b6b66'], accents: ['#f0d9a8', '#f7f3ea', '#e07a5f'], ink: '#f7f3ea' },
    { bg: ['#ece4d4', '#d6c7a7'], accents: ['#1b4d4f', '#c8553d', '#2f3e46'], ink: '#1b4d4f' },
  ],
  quartet: [
    { bg: ['#2d3142', '#4f5d75'], accents: ['#ef8354', '#bfc0c0', '#ffffff'], ink: '#ffffff' },
    { bg: ['#1e2a38', '#3a506b'], accents: ['#f2a65a', '#e0e1dd', '#5bc0be'], ink: '#e0e1dd' },
  ],
  gugak: [
    { bg: ['#f3ead8', '#e4d3b0'], accents: ['#b5332e', '#1d3557', '#2a7f62', '#d9a441'], ink: '#2b2118' },
    { bg: ['#13233a', '#1d3557'], accents: ['#c0392b', '#f1c40f', '#f3ead8', '#2a9d8f'], ink: '#f3ead8' },
  ],
  vocal: [
    { bg: ['#3c1642', '#6b2d5c'], accents: ['#f7c4d4', '#f0a6ca', '#fff1f5'], ink: '#fff1f5' },
    { bg: ['#fbeff2', '#f1d3dc'], accents: ['#5e2750', '#c2607e', '#9c3d63'], ink: '#5e2750' },
  ],
  jazz: [
    { bg: ['#0b0b12', '#1b1b2f'], accents: ['#3a86ff', '#ff8c42', '#f5f5f5'], ink: '#f5f5f5' },
    { bg: ['#101820', '#23395b'], accents: ['#f2aa4c', '#4cc9f0', '#eaeaea'], ink: '#eaeaea' },
  ],
  winds: [
    { bg: ['#2f3b1f', '#56693a'], accents: ['#f1e189', '#f7f4e3', '#c5d86d'], ink: '#f7f4e3' },
    { bg: ['#f4f1de', '#e3e0c0'], accents: ['#3d5a3c', '#e07a5f', '#81b29a'], ink: '#2f3b2f' },
  ],
  lecture: [
    { bg: ['#1f2428', '#37414a'], accents: ['#7ee0c3', '#e8eef1', '#4aa3a2'], ink: '#e8eef1' },
    { bg: ['#eef2f3', '#d5dee2'], accents: ['#264653', '#2a9d8f', '#8ab17d'], ink: '#264653' },
  ],
  kids: [
    { bg: ['#ffe66d', '#ffd23f'], accents: ['#ff6b6b', '#4ecdc4', '#1a535c', '#ffffff'], ink: '#1a535c' },
    { bg: ['#a0e7e5', '#b4f8c8'], accents: ['#ff8fab', '#fbe7c6', '#3d5a80', '#ffd166'], ink: '#3d5a80' },
  ],
  competition: [
    { bg: ['#0a2463', '#1e3f8a'], accents: ['#d8dee9', '#fffaff', '#3e92cc'], ink: '#fffaff' },
    { bg: ['#14213d', '#22345f'], accents: ['#fca311', '#e5e5e5', '#ffffff'], ink: '#e5e5e5' },
  ],
};

const MOTIFS: Record<Genre, Motif[]> = {
  piano: ['keys', 'rings', 'staff'],
  violin: ['waves', 'arcs', 'staff'],
  cello: ['arcs', 'waves', 'rings'],
  chamber: ['arcs', 'grid', 'rings'],
  quartet: ['staff', 'grid', 'arcs'],
  gugak: ['mountains', 'mountains', 'rings'],
  vocal: ['rings', 'waves'],
  jazz: ['grid', 'keys', 'arcs'],
  winds: ['waves', 'grid'],
  lecture: ['grid', 'arcs'],
  kids: ['confetti', 'rings'],
  competition: ['rings', 'staff', 'grid'],
};

type Motif = 'rings' | 'staff' | 'waves' | 'arcs' | 'grid' | 'keys' | 'mountains' | 'confetti';

const f = (n: number) => n.toFixed(1);

function motifSvg(motif: Motif, r: Random, pal: Palette, W: number, H: number): string {
  const acc = () => pick(r, pal.accents);
  const parts: string[] = [];
  switch (motif) {
    case 'rings': {
      const cx = W * (0.25 + r() * 0.5);
      const cy = H * (0.22 + r() * 0.3);
      const n = randomInt(r, 6, 11);
      const step = 22 + r() * 26;
      for (let k = 0; k < n; k += 1) {
        parts.push(
          `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(60 + k * step)}" fill="none" stroke="${pal.ink}" stroke-width="${f(1 + r() * 2.5)}" opacity="${f(0.15 + 0.55 * (1 - k / n))}"/>`,
        );
      }
      parts.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(40 + r() * 40)}" fill="${acc()}" opacity="0.9"/>`);
      parts.push(
        `<circle cx="${f(W * r())}" cy="${f(H * (0.55 + r() * 0.15))}" r="${f(90 + r() * 120)}" fill="${acc()}" opacity="0.35"/>`,
      );
      break;
    }
    case 'staff': {
      const angle = -20 + r() * 40;
      const y0 = H * (0.25 + r() * 0.25);
      const gap = 18 + r() * 10;
      const lines: string[] = [];
      for (let k = 0; k < 5; k += 1) {
        lines.push(
          `<line x1="-200" y1="${f(y0 + k * gap)}" x2="${W + 200}" y2="${f(y0 + k * gap)}" stroke="${pal.ink}" stroke-width="2" opacity="0.7"/>`,
        );
      }
      const notes = randomInt(r, 7, 12);
      for (let k = 0; k < notes; k += 1) {
        const x = (W / notes) * k + r() * 40;
        const y = y0 + randomInt(r, -2, 8) * (gap / 2);
        lines.push(
          `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(gap * 0.75)}" ry="${f(gap * 0.55)}" fill="${acc()}" transform="rotate(-20 ${f(x)} ${f(y)})"/>`,
        );
        if (r() > 0.4)
          lines.push(
            `<line x1="${f(x + gap * 0.68)}" y1="${f(y)}" x2="${f(x + gap * 0.68)}" y2="${f(y - gap * 3.4)}" stroke="${pal.ink}" stroke-width="2.5"/>`,
          );
      }
      parts.push(`<g transform="rotate(${f(angle)} ${W / 2} ${f(y0)})">${lines.join('')}</g>`);
      parts.push(
        `<circle cx="${f(W * (0.6 + r() * 0.3))}" cy="${f(H * (0.1 + r() * 0.12))}" r="${f(70 + r() * 60)}" fill="${acc()}" opacity="0.55"/>`,
      );
      break;
    }
    case 'waves': {
      const n = randomInt(r, 7, 12);
      const base = H * (0.2 + r() * 0.15);
      const amp = 40 + r() * 70;
      const color = acc();
      for (let k = 0; k < n; k += 1) {
        const y = base + k * (26 + r() * 10);
        const a = amp * (0.6 + r() * 0.8);
        parts.push(
          `<path d="M -50 ${f(y)} C ${f(W * 0.25)} ${f(y - a)}, ${f(W * 0.45)} ${f(y + a)}, ${f(W * 0.7)} ${f(y)} S ${f(W + 80)} ${f(y - a * 0.6)}, ${f(W + 120)} ${f(y)}" fill="none" stroke="${k % 3 === 0 ? color : pal.ink}" stroke-width="${f(1.5 + r() * 3)}" opacity="${f(0.3 + r() * 0.6)}"/>`,
        );
      }
      parts.push(
        `<circle cx="${f(W * (0.15 + r() * 0.7))}" cy="${f(H * 0.14)}" r="${f(45 + r() * 50)}" fill="${acc()}"/>`,
      );
      break;
    }
    case 'arcs': {
      const n = randomInt(r, 3, 5);
      for (let k = 0; k < n; k += 1) {
        const cx = W * r();
        const cy = H * (0.15 + r() * 0.5);
        const rad = 120 + r() * 260;
        const start = r() * Math.PI * 2;
        const sweep = Math.PI * (0.6 + r() * 0.9);
        const x1 = cx + rad * Math.cos(start);
        const y1 = cy + rad * Math.sin(start);
        const x2 = cx + rad * Math.cos(start + sweep);
        const y2 = cy + rad * Math.sin(start + sweep);
        const large = sweep > Math.PI ? 1 : 0;
        if (r() > 0.45) {
          parts.push(
            `<path d="M ${f(cx)} ${f(cy)} L ${f(x1)} ${f(y1)} A ${f(rad)} ${f(rad)} 0 ${large} 1 ${f(x2)} ${f(y2)} Z" fill="${acc()}" opacity="${f(0.55 + r() * 0.4)}"/>`,
          );
        } else {
          parts.push(
            `<path d="M ${f(x1)} ${f(y1)} A ${f(rad)} ${f(rad)} 0 ${large} 1 ${f(x2)} ${f(y2)}" fill="none" stroke="${acc()}" stroke-width="${f(10 + r() * 26)}" stroke-linecap="round" opacity="0.85"/>`,
          );
        }
      }
      parts.push(
        `<line x1="${f(W * 0.1)}" y1="${f(H * 0.72)}" x2="${f(W * 0.9)}" y2="${f(H * 0.72)}" stroke="${pal.ink}" stroke-width="2" opacity="0.6"/>`,
      );
      break;
    }
    case 'grid': {
      const cols = randomInt(r, 7, 10);
      const size = W / cols;
      const rows = Math.ceil((H * 0.72) / size);
      for (let y = 0; y < rows; y += 1) {
        for (let x = 0; x < cols; x += 1) {
          const cx = x * size + size / 2;
          const cy = y * size + size / 2;
          const roll = r();
          if (roll > 0.9) parts.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(size * 0.42)}" fill="${acc()}"/>`);
          else if (roll > 0.82)
            parts.push(
              `<rect x="${f(cx - size * 0.4)}" y="${f(cy - size * 0.4)}" width="${f(size * 0.8)}" height="${f(size * 0.8)}" fill="${acc()}" opacity="0.8"/>`,
            );
          else
            parts.push(
              `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(2.5 + r() * 2)}" fill="${pal.ink}" opacity="0.45"/>`,
            );
        }
      }
      break;
    }
    case 'keys': {
      const keyW = 38 + r() * 18;
      const y = H * (0.3 + r() * 0.25);
      const keyH = 260 + r() * 80;
      const angle = -12 + r() * 24;
      const keys: string[] = [];
      const count = Math.ceil((W + 400) / keyW);
      for (let k = 0; k < count; k += 1) {
        const x = -200 + k * keyW;
        keys.push(
          `<rect x="${f(x)}" y="${f(y)}" width="${f(keyW - 3)}" height="${f(keyH)}" fill="${pal.ink}" opacity="0.9"/>`,
        );
        if ([0, 1, 3, 4, 5].includes(k % 7)) {
          keys.push(
            `<rect x="${f(x + keyW * 0.65)}" y="${f(y)}" width="${f(keyW * 0.6)}" height="${f(keyH * 0.6)}" fill="${pal.bg[0]}"/>`,
          );
        }
      }
      parts.push(`<g transform="rotate(${f(angle)} ${W / 2} ${f(y)})">${keys.join('')}</g>`);
      parts.push(
        `<circle cx="${f(W * (0.2 + r() * 0.6))}" cy="${f(H * (0.12 + r() * 0.08))}" r="${f(60 + r() * 50)}" fill="${acc()}" opacity="0.9"/>`,
      );
      break;
    }
    case 'mountains': {
      parts.push(
        `<circle cx="${f(W * (0.55 + r() * 0.25))}" cy="${f(H * (0.16 + r() * 0.1))}" r="${f(90 + r() * 60)}" fill="${pal.accents[0]}" opacity="0.92"/>`,
      );
      const layers = 4;
      for (let k = 0; k < layers; k += 1) {
        const baseY = H * (0.4 + k * 0.08);
        let d = `M 0 ${f(H)} L 0 ${f(baseY)}`;
        const peaks = randomInt(r, 3, 5);
        for (let s = 1; s <= peaks; s += 1) {
          const x = (W / peaks) * s;
          const cy = baseY - 60 - r() * 120;
          d += ` Q ${f(x - W / peaks / 2)} ${f(cy)}, ${f(x)} ${f(baseY + r() * 30)}`;
        }
        d += ` L ${W} ${f(H)} Z`;
        const color = pal.accents[(k + 1) % pal.accents.length];
        parts.push(`<path d="${d}" fill="${color}" opacity="${f(0.35 + k * 0.15)}"/>`);
      }
      for (let k = 0; k < 3; k += 1) {
        const y = H * (0.3 + r() * 0.1);
        parts.push(
          `<path d="M ${f(W * r())} ${f(y)} q 40 -18 80 0 q 40 18 80 0" fill="none" stroke="${pal.ink}" stroke-width="3" opacity="0.5"/>`,
        );
      }
      break;
    }
    case 'confetti': {
      const n = randomInt(r, 28, 40);
      for (let k = 0; k < n; k += 1) {
        const x = W * r();
        const y = H * r() * 0.72;
        const s = 14 + r() * 34;
        const shape = r();
        if (shape < 0.4) parts.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(s / 2)}" fill="${acc()}"/>`);
        else if (shape < 0.7)
          parts.push(
            `<rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s)}" rx="4" fill="${acc()}" transform="rotate(${f(r() * 90)} ${f(x)} ${f(y)})"/>`,
          );
        else parts.push(`<path d="M ${f(x)} ${f(y)} l ${f(s / 2)} ${f(-s)} l ${f(s / 2)} ${f(s)} Z" fill="${acc()}"/>`);
      }
      parts.push(
        `<circle cx="${f(W / 2)}" cy="${f(H * 0.36)}" r="${f(130 + r() * 50)}" fill="${pal.accents[pal.accents.length - 1]}" opacity="0.85"/>`,
      );
      break;
    }
  }
  return parts.join('');
}

/**
 * An abstract poster, 800 × 1131 (A-series portrait), the same for the same key. The lower
 * band holds bars in place of the title, so the image reads as a poster without any text.
 */
export function posterSvg(key: string, genre: Genre, W = 800, H = 1131): string {
  const r = mulberry32(hashString(key));
  const pal = pick(r, PALETTES[genre]);
  const motif = pick(r, MOTIFS[genre]);
  const angle = randomInt(r, 0, 359);
  const glowX = f(20 + r() * 60);
  const glowY = f(10 + r() * 40);
  const bandY = H * 0.76;
  const bars: string[] = [];
  let y = bandY + 52;
  const widths = [0.62 + r() * 0.25, 0.4 + r() * 0.3, 0.3 + r() * 0.2];
  widths.forEach((w, k) => {
    const height = k === 0 ? 26 : 12;
    bars.push(
      `<rect x="64" y="${f(y)}" width="${f((W - 128) * w)}" height="${height}" rx="${height / 2}" fill="${pal.ink}" opacity="${k === 0 ? 0.92 : 0.55}"/>`,
    );
    y += height + (k === 0 ? 26 : 18);
  });
  bars.push(
    `<rect x="${W - 64 - 70}" y="${f(H - 92)}" width="70" height="36" rx="4" fill="none" stroke="${pal.ink}" stroke-width="2" opacity="0.6"/>`,
  );

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${pal.bg[0]}"/><stop offset="1" stop-color="${pal.bg[1]}"/></linearGradient>
<radialGradient id="glow" cx="${glowX}%" cy="${glowY}%" r="60%"><stop offset="0" stop-color="${pal.accents[0]}" stop-opacity="0.35"/><stop offset="1" stop-color="${pal.accents[0]}" stop-opacity="0"/></radialGradient>
<clipPath id="art"><rect x="0" y="0" width="${W}" height="${f(bandY)}"/></clipPath>
</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<rect width="${W}" height="${H}" fill="url(#glow)"/>
<g clip-path="url(#art)">${motifSvg(motif, r, pal, W, H)}</g>
<rect x="0" y="${f(bandY)}" width="${W}" height="${f(H - bandY)}" fill="${pal.bg[0]}" opacity="0.55"/>
<line x1="64" y1="${f(bandY + 24)}" x2="${W - 64}" y2="${f(bandY + 24)}" stroke="${pal.ink}" stroke-width="1.5" opacity="0.5"/>
${bars.join('\n')}
<rect x="24" y="24" width="${W - 48}" height="${H - 48}" fill="none" stroke="${pal.ink}" stroke-width="1.5" opacity="0.35"/>
</svg>`;
}

/** Which sharp and libvips draw the images: a different one may draw different bytes. */
export function rendererVersion(): string {
  const { versions } = loadSharp() as unknown as { versions: Record<string, string | undefined> };
  return `sharp-${versions.sharp ?? 'unknown'}-vips-${versions.vips ?? 'unknown'}`;
}

export async function renderJpeg(svg: string, quality = 80): Promise<Buffer> {
  const sharp = loadSharp();
  return sharp(Buffer.from(svg)).jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
}

export async function renderPng(svg: string): Promise<Buffer> {
  const sharp = loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer();
}

/** Popup image, 600 × 800: a poster-like composition in the hall's colours. */
export function popupSvg(key: string, genre: Genre): string {
  return posterSvg(`popup:${key}`, genre, 600, 800);
}

// ------------------------------------------------------------------------------ seat layout

/** Seats per row, front (A) to back (R): 18 rows, 280 seats. */
export const SEAT_ROWS: Array<[string, number]> = [
  ['A', 12],
  ['B', 13],
  ['C', 14],
  ['D', 14],
  ['E', 15],
  ['F', 15],
  ['G', 16],
  ['H', 16],
  ['I', 16],
  ['J', 16],
  ['K', 16],
  ['L', 16],
  ['M', 16],
  ['N', 17],
  ['O', 17],
  ['P', 17],
  ['Q', 17],
  ['R', 17],
];

/** Reserved seats (spec section 9): row R, seats 11–14. */
export const RESERVED = { row: 'R', from: 11, to: 14 };

/**
 * The seat layout: stage at the top, rows A–R with a centre aisle, seat numbers from the
 * left as seen from the stalls, reserved seats R11–R14 highlighted, doors at the back.
 */
export function seatLayoutSvg(): string {
  const W = 1600;
  const seat = 50;
  const pitch = 58;
  const rowPitch = 54;
  const aisle = 84;
  const top = 270;
  const rows = SEAT_ROWS.length;
  const H = top + rows * rowPitch + 230;
  const font = 'font-family="DejaVu Sans, Arial, Helvetica, sans-serif"';
  const parts: string[] = [];

  parts.push(`<rect width="${W}" height="${H}" fill="#faf8f3"/>`);
  // stage
  parts.push(`<path d="M 330 70 L 1270 70 L 1270 150 Q 800 215 330 150 Z" fill="#2b2d42"/>`);
  parts.push(
    `<text x="800" y="138" text-anchor="middle" ${font} font-size="40" font-weight="bold" letter-spacing="12" fill="#faf8f3">STAGE</text>`,
  );
  parts.push(
    `<text x="800" y="40" text-anchor="middle" ${font} font-size="26" fill="#2b2d42">CHEONGEUM ART HALL  ·  SEAT MAP  ·  280 SEATS</text>`,
  );

  let total = 0;
  SEAT_ROWS.forEach(([row, count], index) => {
    const y = top + index * rowPitch;
    // The centre aisle is straight: the left block ends at it, the right block starts after it.
    const left = Math.floor(count / 2);
    const right = count - left;
    const x0 = W / 2 - aisle / 2 - left * pitch + (pitch - seat);
    const xEnd = W / 2 + aisle / 2 + right * pitch - (pitch - seat);
    parts.push(
      `<text x="${f(x0 - 40)}" y="${y + 34}" text-anchor="middle" ${font} font-size="26" font-weight="bold" fill="#2b2d42">${row}</text>`,
    );
    parts.push(
      `<text x="${f(xEnd + 40)}" y="${y + 34}" text-anchor="middle" ${font} font-size="26" font-weight="bold" fill="#2b2d42">${row}</text>`,
    );
    for (let n = 1; n <= count; n += 1) {
      const x = n <= left ? x0 + (n - 1) * pitch : W / 2 + aisle / 2 + (n - left - 1) * pitch;
      const reserved = row === RESERVED.row && n >= RESERVED.from && n <= RESERVED.to;
      parts.push(
        `<rect x="${f(x)}" y="${y}" width="${seat}" height="${seat - 8}" rx="9" fill="${reserved ? '#e76f51' : '#8d99ae'}" stroke="${reserved ? '#9c3b22' : '#5c677d'}" stroke-width="2"/>`,
      );
      parts.push(
        `<text x="${f(x + seat / 2)}" y="${y + 29}" text-anchor="middle" ${font} font-size="19" fill="#ffffff">${n}</text>`,
      );
      total += 1;
    }
  });
  if (total !== 280) throw new Error(`seat layout has ${total} seats, not 280`);

  // aisle label and doors
  const bottom = top + rows * rowPitch;
  parts.push(
    `<rect x="120" y="${bottom + 20}" width="150" height="46" fill="#2a9d8f"/><text x="195" y="${bottom + 51}" text-anchor="middle" ${font} font-size="20" fill="#ffffff">DOOR 1</text>`,
  );
  parts.push(
    `<rect x="1330" y="${bottom + 20}" width="150" height="46" fill="#2a9d8f"/><text x="1405" y="${bottom + 51}" text-anchor="middle" ${font} font-size="20" fill="#ffffff">DOOR 2</text>`,
  );

  // legend
  const ly = bottom + 110;
  parts.push(
    `<rect x="420" y="${ly}" width="44" height="36" rx="8" fill="#8d99ae" stroke="#5c677d" stroke-width="2"/>`,
  );
  parts.push(`<text x="478" y="${ly + 27}" ${font} font-size="24" fill="#2b2d42">SEAT</text>`);
  parts.push(
    `<rect x="640" y="${ly}" width="44" height="36" rx="8" fill="#e76f51" stroke="#9c3b22" stroke-width="2"/>`,
  );
  parts.push(`<text x="698" y="${ly + 27}" ${font} font-size="24" fill="#2b2d42">RESERVED  R11 - R14</text>`);
  parts.push(`<rect x="1040" y="${ly}" width="44" height="36" fill="#2a9d8f"/>`);
  parts.push(`<text x="1098" y="${ly + 27}" ${font} font-size="24" fill="#2b2d42">ENTRANCE</text>`);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

// ------------------------------------------------------------------------------ parking map

/** A schematic map of the tower, the car park entrance and the nearby stations. */
export function parkingMapSvg(): string {
  const W = 1200;
  const H = 800;
  const font = 'font-family="DejaVu Sans, Arial, Helvetica, sans-serif"';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<rect width="${W}" height="${H}" fill="#eef1ec"/>
<rect x="0" y="330" width="${W}" height="110" fill="#ffffff"/>
<rect x="520" y="0" width="100" height="${H}" fill="#ffffff"/>
<line x1="0" y1="385" x2="${W}" y2="385" stroke="#d0d4cc" stroke-width="4" stroke-dasharray="30 20"/>
<line x1="570" y1="0" x2="570" y2="${H}" stroke="#d0d4cc" stroke-width="4" stroke-dasharray="30 20"/>
<rect x="700" y="120" width="300" height="190" rx="10" fill="#2b2d42"/>
<text x="850" y="205" text-anchor="middle" ${font} font-size="30" font-weight="bold" fill="#ffffff">TOWER</text>
<text x="850" y="245" text-anchor="middle" ${font} font-size="20" fill="#d9dde6">HALL 3F</text>
<rect x="1020" y="140" width="90" height="60" rx="8" fill="#3a86ff"/>
<text x="1065" y="182" text-anchor="middle" ${font} font-size="34" font-weight="bold" fill="#ffffff">P</text>
<text x="1065" y="232" text-anchor="middle" ${font} font-size="18" fill="#3a86ff">B2 - B4</text>
<path d="M 1065 370 L 1065 262 M 1050 277 L 1065 262 L 1080 277" stroke="#3a86ff" stroke-width="6" fill="none"/>
<circle cx="240" cy="560" r="46" fill="#1f7a4d"/>
<text x="240" y="570" text-anchor="middle" ${font} font-size="30" font-weight="bold" fill="#ffffff">M</text>
<text x="240" y="640" text-anchor="middle" ${font} font-size="20" fill="#2b2d42">EXIT 4</text>
<circle cx="380" cy="200" r="46" fill="#1f7a4d"/>
<text x="380" y="210" text-anchor="middle" ${font} font-size="30" font-weight="bold" fill="#ffffff">M</text>
<text x="380" y="280" text-anchor="middle" ${font} font-size="20" fill="#2b2d42">EXIT 2</text>
<path d="M 280 540 Q 560 470 700 300" stroke="#e76f51" stroke-width="5" fill="none" stroke-dasharray="14 10"/>
<path d="M 420 210 Q 560 200 700 200" stroke="#e76f51" stroke-width="5" fill="none" stroke-dasharray="14 10"/>
<text x="60" y="760" ${font} font-size="20" fill="#5c677d">5 MIN WALK FROM EXIT 2 AND EXIT 4</text>
</svg>`;
}
