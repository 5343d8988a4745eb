import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { REGIONS, type RegionSeed } from './seed-data.ts';
import { slugify } from './slug.ts';

/** One article as the seed describes it; ids of regions, producers and grapes are resolved by name/slug. */
export interface ArticleSeed {
  artikelId: number;
  bezeichnung: string;
  produzent: string | null;
  /** slug of the producer's home region (for new producers) */
  regionSlug: string | null;
  eGruppe: string;
  artikelkategorie: string;
  inhaltInCl: number;
  gebindeAnzahl: number | null;
  hatAbfuellung: boolean;
  hatGrossgebinde: boolean;
  volumen: number | null;
  preisStandard: number;
  rabattProzent: number | null;
  istNeuheit: boolean;
  bestellbar: boolean;
  verfuegbareMenge: number | null;
  memo: string | null;
  artikelInfo: string | null;
  jahrgang: number | null;
  klassifikation: string | null;
  sortiment: string | null;
  genussreifAb: string | null;
  imageCount: number;
  grapes: string[];
  awards: { bezeichnung: string; punkte: number | null }[];
  ratings: { text: string; bewertungsart: string }[];
  weininfo: { title: string; text: string }[];
}

/** Prepared statements and lookup caches for writing many articles quickly inside one transaction. */
export class SeedWriter {
  private readonly db: DatabaseSync;
  private readonly regionIds = new Map<string, number>();
  private readonly producerIds = new Map<string, number>();
  private readonly grapeIds = new Map<string, number>();
  private readonly insertArticle: StatementSync;
  private readonly insertGrape: StatementSync;
  private readonly insertAward: StatementSync;
  private readonly insertRating: StatementSync;
  private readonly insertText: StatementSync;

  constructor(db: DatabaseSync) {
    this.db = db;
    this.insertArticle = db.prepare(`INSERT INTO articles (artikelId, artikelnummer, bezeichnung, slug, produzentId,
      eGruppe, artikelkategorie, landRegionId, inhaltInCl, gebindeAnzahl, hatAbfuellung, hatGrossgebinde, volumen,
      preisStandard, rabattProzent, istNeuheit, bestellbar, verfuegbareMenge, memo, artikelInfo, jahrgang,
      klassifikation, sortiment, genussreifAb, imageCount)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.insertGrape = db.prepare('INSERT OR IGNORE INTO article_grapes (artikelId, grapeId, anteil) VALUES (?, ?, ?)');
    this.insertAward = db.prepare('INSERT INTO article_awards (artikelId, bezeichnung, punkte) VALUES (?, ?, ?)');
    this.insertRating = db.prepare('INSERT INTO article_ratings (artikelId, text, bewertungsart) VALUES (?, ?, ?)');
    this.insertText = db.prepare('INSERT INTO wine_info_texts (artikelId, title, text, sort) VALUES (?, ?, ?, ?)');
  }

  writeRegions(): void {
    const insert = this.db.prepare('INSERT INTO land_region (parentId, name, slug, level, beschreibung) VALUES (?, ?, ?, ?, ?)');
    const walk = (nodes: RegionSeed[], parentId: number | null, level: number): void => {
      for (const node of nodes) {
        const id = Number(insert.run(parentId, node.name, node.slug, level, node.beschreibung ?? null).lastInsertRowid);
        this.regionIds.set(node.slug, id);
        if (node.children) walk(node.children, id, level + 1);
      }
    };
    walk(REGIONS, null, 1);
  }

  private producerId(name: string, regionSlug: string | null): number {
    let id = this.producerIds.get(name);
    if (id === undefined) {
      const regionId = regionSlug ? (this.regionIds.get(regionSlug) ?? null) : null;
      id = Number(
        this.db.prepare('INSERT INTO producers (name, slug, landRegionId) VALUES (?, ?, ?)').run(name, slugify(name), regionId)
          .lastInsertRowid,
      );
      this.producerIds.set(name, id);
    }
    return id;
  }

  private grapeId(name: string): number {
    let id = this.grapeIds.get(name);
    if (id === undefined) {
      id = Number(this.db.prepare('INSERT INTO grapes (name, slug) VALUES (?, ?)').run(name, slugify(name)).lastInsertRowid);
      this.grapeIds.set(name, id);
    }
    return id;
  }

  write(a: ArticleSeed): void {
    const regionId = a.regionSlug ? this.regionIds.get(a.regionSlug) : undefined;
    if (a.regionSlug && regionId === undefined) throw new Error(`unknown region ${a.regionSlug}`);
    this.insertArticle.run(
      a.artikelId,
      String(a.artikelId),
      a.bezeichnung,
      slugify(a.bezeichnung),
      a.produzent ? this.producerId(a.produzent, a.regionSlug) : null,
      a.eGruppe,
      a.artikelkategorie,
      regionId ?? null,
      a.inhaltInCl,
      a.gebindeAnzahl,
      a.hatAbfuellung ? 1 : 0,
      a.hatGrossgebinde ? 1 : 0,
      a.volumen,
      a.preisStandard,
      a.rabattProzent,
      a.istNeuheit ? 1 : 0,
      a.bestellbar ? 1 : 0,
      a.verfuegbareMenge,
      a.memo,
      a.artikelInfo,
      a.jahrgang,
      a.klassifikation,
      a.sortiment,
      a.genussreifAb,
      a.imageCount,
    );
    const share = a.grapes.length > 1 ? Math.floor(100 / a.grapes.length) : 100;
    for (const g of a.grapes) this.insertGrape.run(a.artikelId, this.grapeId(g), share);
    for (const aw of a.awards) this.insertAward.run(a.artikelId, aw.bezeichnung, aw.punkte);
    for (const r of a.ratings) this.insertRating.run(a.artikelId, r.text, r.bewertungsart);
    a.weininfo.forEach((t, i) => this.insertText.run(a.artikelId, t.title, t.text, i));
  }

  individualPrice(userId: number, artikelId: number, preis: number): void {
    this.db.prepare('INSERT INTO individual_prices (userId, artikelId, preis) VALUES (?, ?, ?)').run(userId, artikelId, preis);
  }
}
