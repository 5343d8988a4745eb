import type { DatabaseSync } from 'node:sqlite';

export function createCatalogTables(db: DatabaseSync): void {
  db.exec(`
  CREATE TABLE IF NOT EXISTS land_region (
    id INTEGER PRIMARY KEY,
    parentId INTEGER REFERENCES land_region(id),
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    level INTEGER NOT NULL,
    beschreibung TEXT
  );
  CREATE TABLE IF NOT EXISTS producers (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    landRegionId INTEGER REFERENCES land_region(id)
  );
  CREATE TABLE IF NOT EXISTS grapes (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    slug TEXT NOT NULL UNIQUE
  );
  CREATE TABLE IF NOT EXISTS articles (
    artikelId INTEGER PRIMARY KEY,
    artikelnummer TEXT NOT NULL UNIQUE,
    bezeichnung TEXT NOT NULL,
    slug TEXT NOT NULL,
    produzentId INTEGER REFERENCES producers(id),
    eGruppe TEXT NOT NULL,
    artikelkategorie TEXT NOT NULL,
    landRegionId INTEGER REFERENCES land_region(id),
    inhaltInCl REAL NOT NULL,
    gebindeAnzahl INTEGER,
    hatAbfuellung INTEGER NOT NULL DEFAULT 1,
    hatGrossgebinde INTEGER NOT NULL DEFAULT 0,
    volumen REAL,
    preisStandard REAL NOT NULL,
    rabattProzent REAL,
    istNeuheit INTEGER NOT NULL DEFAULT 0,
    bestellbar INTEGER NOT NULL DEFAULT 1,
    verfuegbareMenge INTEGER,
    memo TEXT,
    artikelInfo TEXT,
    jahrgang INTEGER,
    klassifikation TEXT,
    sortiment TEXT,
    genussreifAb TEXT,
    imageCount INTEGER NOT NULL DEFAULT 1
  );
  CREATE INDEX IF NOT EXISTS articles_region ON articles (landRegionId);
  CREATE INDEX IF NOT EXISTS articles_produzent ON articles (produzentId);
  CREATE TABLE IF NOT EXISTS article_grapes (
    artikelId INTEGER NOT NULL REFERENCES articles(artikelId),
    grapeId INTEGER NOT NULL REFERENCES grapes(id),
    anteil INTEGER,
    PRIMARY KEY (artikelId, grapeId)
  );
  CREATE TABLE IF NOT EXISTS article_awards (
    id INTEGER PRIMARY KEY,
    artikelId INTEGER NOT NULL REFERENCES articles(artikelId),
    bezeichnung TEXT NOT NULL,
    punkte INTEGER
  );
  CREATE INDEX IF NOT EXISTS article_awards_artikel ON article_awards (artikelId);
  CREATE TABLE IF NOT EXISTS article_ratings (
    id INTEGER PRIMARY KEY,
    artikelId INTEGER NOT NULL REFERENCES articles(artikelId),
    text TEXT NOT NULL,
    bewertungsart TEXT NOT NULL
  );
  CREATE INDEX IF NOT EXISTS article_ratings_artikel ON article_ratings (artikelId);
  CREATE TABLE IF NOT EXISTS wine_info_texts (
    id INTEGER PRIMARY KEY,
    artikelId INTEGER NOT NULL REFERENCES articles(artikelId),
    title TEXT NOT NULL,
    text TEXT NOT NULL,
    sort INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS wine_info_texts_artikel ON wine_info_texts (artikelId);
  CREATE TABLE IF NOT EXISTS individual_prices (
    userId INTEGER NOT NULL REFERENCES users(id),
    artikelId INTEGER NOT NULL REFERENCES articles(artikelId),
    preis REAL NOT NULL,
    PRIMARY KEY (userId, artikelId)
  );`);
}
