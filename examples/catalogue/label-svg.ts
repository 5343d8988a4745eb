import { escapeHtml } from '../platform/html.ts';

export interface LabelData {
  bezeichnung: string;
  produzent: string | null;
  jahrgang: number | null;
  eGruppe: string;
  region: string | null;
  inhaltInCl: number;
}

const COLOURS: Record<string, { bottle: string; label: string; ink: string; background: string }> = {
  Weisswein: { bottle: '#9aa55a', label: '#fbf6e4', ink: '#3d3a1e', background: '#f1ecd9' },
  Rotwein: { bottle: '#3b0f1a', label: '#f7efe6', ink: '#5a1224', background: '#ead9d6' },
  Rosé: { bottle: '#e49aa8', label: '#fff6f4', ink: '#8a3347', background: '#f7e3e3' },
  Schaumwein: { bottle: '#2f4a35', label: '#f5ecd2', ink: '#4a3c12', background: '#ece6d3' },
  Süsswein: { bottle: '#b8741a', label: '#fff4dc', ink: '#6b3f07', background: '#f3e4c6' },
  Spirituosen: { bottle: '#cfe0e6', label: '#ffffff', ink: '#23404a', background: '#e3ecef' },
};

/** Splits a designation into at most three lines of about `width` characters. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out[out.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

const text = (x: number, y: number, size: number, value: string, attrs = ''): string =>
  `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle" ${attrs}>${escapeHtml(value)}</text>`;

/**
 * A 600×800 SVG for image n of an article: 1 = bottle with front label, 2 = back label,
 * 3 = close-up of the front label. Colour follows the wine type.
 */
export function labelSvg(data: LabelData, n: number): string {
  const c = COLOURS[data.eGruppe] ?? COLOURS.Weisswein!;
  const vintage = data.jahrgang ? String(data.jahrgang) : '';
  const font = `font-family="DejaVu Serif, serif" fill="${c.ink}"`;
  const name = lines(data.bezeichnung, 16);
  let body: string;
  if (n === 2) {
    body = `<rect x="110" y="120" width="380" height="560" rx="12" fill="${c.label}" stroke="${c.ink}" stroke-width="3"/>
      <g ${font}>${text(300, 200, 30, data.bezeichnung.slice(0, 24), 'font-weight="bold"')}
      ${text(300, 250, 22, data.produzent ?? '')}${text(300, 290, 22, [data.region, vintage].filter(Boolean).join(' · '))}
      ${text(300, 560, 20, `${data.inhaltInCl} cl`)}${text(300, 600, 18, 'Enthält Sulfite')}${text(300, 640, 16, 'Abgefüllt für die Vinothek')}</g>`;
  } else if (n === 3) {
    body = `<rect x="40" y="140" width="520" height="520" rx="16" fill="${c.label}" stroke="${c.ink}" stroke-width="6"/>
      <g ${font}>${name.map((l, i) => text(300, 300 + i * 62, 52, l, 'font-weight="bold"')).join('')}
      ${text(300, 520, 30, data.produzent ?? '')}${text(300, 590, 44, vintage)}</g>`;
  } else {
    body = `<path d="M262 40h76v150c0 40 92 70 92 150v400c0 22-14 36-36 36H206c-22 0-36-14-36-36V340c0-80 92-110 92-150z" fill="${c.bottle}"/>
      <rect x="262" y="40" width="76" height="60" fill="${c.ink}"/>
      <rect x="182" y="420" width="236" height="250" rx="6" fill="${c.label}"/>
      <g ${font}>${name.map((l, i) => text(300, 478 + i * 32, l.length > 12 ? 22 : 26, l, 'font-weight="bold"')).join('')}
      ${text(300, 600, (data.produzent ?? '').length > 20 ? 14 : 17, (data.produzent ?? '').slice(0, 30))}${text(300, 645, 26, vintage)}</g>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
    <rect width="600" height="800" fill="${c.background}"/>${body}</svg>`;
}
