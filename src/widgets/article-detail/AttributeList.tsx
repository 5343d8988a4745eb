import type { ReactNode } from 'react';
import type { Artikel } from '../../core/api/index.ts';
import { formatAlcohol, formatDate } from '../../core/format.ts';
import type { MessageId } from '../../i18n/index.ts';
import { useT } from '../../i18n/use-t.ts';

/** Spec §2 Article detail attribute list (and the further labelled attributes of §3); empty ones are left out. */
export function AttributeList({ artikel }: { artikel: Artikel }) {
  const t = useT();
  const rows: [MessageId, ReactNode][] = [
    ['attr.artikelnummer', artikel.artikelnummer],
    ['attr.kategorie', artikel.artikelkategorie],
    ['attr.gruppe', artikel.eGruppe],
    ['attr.produzent', artikel.produzent],
    ['attr.land', artikel.land],
    ['attr.region', artikel.region && (artikel.urlRegionDetail ? <a href={artikel.urlRegionDetail}>{artikel.region}</a> : artikel.region)],
    ['attr.jahrgang', artikel.jahrgang],
    ['attr.traubensorten', artikel.traubensorten.join(', ')],
    ['attr.klassifikation', artikel.klassifikation],
    ['attr.abfuellung', artikel.abfuellung.bezeichnung],
    ['attr.gebinde', artikel.gebinde?.bezeichnung],
    ['attr.volumen', artikel.volumen != null && t('attr.volumenWert', { value: formatAlcohol(artikel.volumen) })],
    ['attr.sortiment', artikel.sortiment],
    ['attr.genussreifAb', artikel.genussreifAb && formatDate(artikel.genussreifAb)],
    [
      'attr.auszeichnungen',
      artikel.auszeichnungen.length > 0 && (
        <ul className="vk-attributes__awards">
          {artikel.auszeichnungen.map((award) => (
            <li key={award.bezeichnung}>
              {award.bezeichnung}
              {award.punkte != null && <span className="vk-attributes__points">{` – ${t('attr.punkte', { points: award.punkte })}`}</span>}
            </li>
          ))}
        </ul>
      ),
    ],
  ];
  return (
    <dl className="vk-attributes">
      {rows
        .filter(([, value]) => value !== null && value !== undefined && value !== false && value !== '')
        .map(([label, value]) => (
          <div className="vk-attributes__row" key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
