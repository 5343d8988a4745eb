import { useAtomValue } from 'jotai/react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Merkliste, MerklisteItem } from '../../core/api/index.ts';
import { addToBasket } from '../../core/basket/index.ts';
import { setOnList } from '../../core/merkliste/index.ts';
import { deleteList, orderAll, renameList } from '../../core/merkliste/index.ts';
import { merklisteFilterUrl } from '../../core/merkliste/index.ts';
import { configAtom } from '../../core/state/index.ts';
import { useShopStore } from '../../core/state/index.ts';
import { ArtikelPicture } from '../../core/ui/index.ts';
import { Field } from '../../core/ui/index.ts';
import { focusElement } from '../../core/ui/index.ts';
import { ArtikelPrice } from '../../parts/artikel-price/index.ts';
import { formatArticlePrice, formatQuantity } from '../../core/format.ts';
import { useT } from '../../i18n/use-t.ts';

/**
 * The line's unit; a case with its own price ("6er-Karton à CHF 134.40"): beside the bottle price the card shows,
 * "1 × 6er-Karton" read as a case at the bottle's price (issue 36).
 */
function unitText(t: ReturnType<typeof useT>, item: MerklisteItem): string {
  const unit = item.bestelleinheit === 'Grossgebinde' ? item.artikel.bestelleinheitGrossgebinde : item.artikel.bestelleinheitAbfuellung;
  if (!unit) return item.artikel.abfuellung.bezeichnung;
  return unit.mengeAbfuellung > 1
    ? t('bestelleinheit.preis', { einheit: unit.bezeichnung, preis: formatArticlePrice(unit.preis) })
    : unit.bezeichnung;
}

/** `first`: the list's first picture loads at once, as the page paints it (server-rendered: README "Server rendering"). */
function ListItem({ item, first }: { item: MerklisteItem; first: boolean }) {
  const t = useT();
  const store = useShopStore();
  const { artikel } = item;
  const title = [artikel.bezeichnung, artikel.jahrgang].filter(Boolean).join(' ');
  return (
    <li className="vk-my-lists__item">
      <ArtikelPicture className="vk-my-lists__image" url={artikel.urlListImage} alt="" loading={first ? 'eager' : 'lazy'} />
      <div className="vk-my-lists__item-body">
        <a className="vk-my-lists__item-link" href={artikel.urlArtikelDetail}>
          {title}
        </a>
        <span className="vk-my-lists__item-unit">
          {t('meineListen.menge', { menge: formatQuantity(item.mengeBestelleinheit), einheit: unitText(t, item) })}
        </span>
        <ArtikelPrice artikel={artikel} size="small" />
      </div>
      <div className="vk-my-lists__item-actions">
        {artikel.bestellbar ? (
          <button
            type="button"
            className="vk-button vk-button--primary"
            aria-label={t('meineListen.bestellen.artikel', { name: title })}
            onClick={() =>
              void addToBasket(store, [
                { artikelId: artikel.artikelId, bestelleinheit: item.bestelleinheit, mengeBestelleinheit: item.mengeBestelleinheit },
              ])
            }
          >
            {t('meineListen.bestellen')}
          </button>
        ) : (
          <span className="vk-my-lists__unavailable">{t('meineListen.nichtBestellbar')}</span>
        )}
        <button
          type="button"
          className="vk-text-button"
          aria-label={t('merkliste.entfernen.artikel', { name: title })}
          onClick={() => void setOnList(store, artikel.artikelId, item.merklisteId, false)}
        >
          {t('meineListen.entfernen')}
        </button>
      </div>
    </li>
  );
}

export interface ListEditorProps {
  list: Merkliste;
  /** Focus the list's heading once shown (the list that takes a deleted one's place). */
  focusHeading?: boolean;
  /** The list was deleted: the page chooses another one. */
  onDeleted?: () => void;
}

/**
 * The chosen list: its name (rename, save, cancel), delete, and its articles (remove, order, all into the
 * basket). Focus follows the shopper (WCAG 2.4.3): into the name field on "Umbenennen", back to that
 * button when the field closes, so neither step drops focus to the top of the page.
 */
export function ListEditor({ list, focusHeading = false, onDeleted }: ListEditorProps) {
  const t = useT();
  const store = useShopStore();
  const config = useAtomValue(configAtom);
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(list.bezeichnung);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ordering, setOrdering] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  // Where focus goes after the next switch between the name form and the buttons (null: nowhere, e.g. on first render).
  const focusAfterSwitch = useRef<'field' | 'rename' | null>(null);

  useEffect(() => {
    if (focusHeading) focusElement(headingRef.current);
  }, [focusHeading]);

  useEffect(() => {
    const target = focusAfterSwitch.current;
    focusAfterSwitch.current = null;
    if (target === 'field') focusElement(nameRef.current);
    if (target === 'rename') focusElement(renameRef.current);
  }, [editing]);

  function startEditing() {
    focusAfterSwitch.current = 'field';
    setEditing(true);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    const outcome = await renameList(store, list.merklisteId, name);
    setSubmitting(false);
    if (outcome.status === 'invalid') setError(outcome.fieldMessages.bezeichnung ?? Object.values(outcome.fieldMessages)[0] ?? null);
    if (outcome.status === 'success') {
      focusAfterSwitch.current = 'rename';
      setEditing(false);
      setError(null);
    }
  }

  function cancel() {
    focusAfterSwitch.current = 'rename';
    setEditing(false);
    setName(list.bezeichnung);
    setError(null);
  }

  async function remove() {
    const outcome = await deleteList(store, list);
    if (outcome?.status === 'invalid') setError(Object.values(outcome.fieldMessages)[0] ?? null);
    if (outcome?.status === 'success') onDeleted?.();
  }

  function onNameKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    cancel();
  }

  async function order() {
    setOrdering(true);
    await orderAll(store, list);
    setOrdering(false);
  }

  return (
    <section className="vk-my-lists__list" aria-labelledby={headingId}>
      <div className="vk-my-lists__head">
        <h2 className="vk-my-lists__title" id={headingId} ref={headingRef} tabIndex={-1}>
          {list.bezeichnung}
        </h2>
        {editing ? (
          <form className="vk-my-lists__rename" noValidate onSubmit={(event) => void save(event)}>
            <Field label={t('meineListen.name')} error={error}>
              <input
                ref={nameRef}
                type="text"
                name="bezeichnung"
                value={name}
                onKeyDown={onNameKeyDown}
                onChange={(event) => setName(event.target.value)}
              />
            </Field>
            <div className="vk-my-lists__buttons">
              <button type="submit" className="vk-button vk-button--primary" disabled={submitting} aria-busy={submitting}>
                {t('meineListen.speichern')}
              </button>
              <button type="button" className="vk-button vk-button--secondary" onClick={cancel}>
                {t('meineListen.abbrechen')}
              </button>
            </div>
          </form>
        ) : (
          <div className="vk-my-lists__buttons">
            <button ref={renameRef} type="button" className="vk-button vk-button--secondary" onClick={startEditing}>
              {t('meineListen.umbenennen')}
            </button>
            {!list.isDefault && (
              <button type="button" className="vk-button vk-button--secondary" aria-haspopup="dialog" onClick={() => void remove()}>
                {t('merkliste.loeschen')}
              </button>
            )}
          </div>
        )}
        {list.isDefault && <p className="vk-my-lists__hint">{t('meineListen.standardFest')}</p>}
        {!editing && error && (
          <p className="vk-field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {list.items.length === 0 ? (
        <p className="vk-my-lists__empty">{t('meineListen.leer')}</p>
      ) : (
        <>
          <div className="vk-my-lists__buttons">
            <button
              type="button"
              className="vk-button vk-button--primary"
              disabled={ordering}
              aria-busy={ordering}
              onClick={() => void order()}
            >
              {t('meineListen.alleBestellen')}
            </button>
            <a className="vk-button vk-button--secondary" href={merklisteFilterUrl(config, list.merklisteId)}>
              {t('meineListen.imShop')}
            </a>
          </div>
          <ul className="vk-my-lists__items">
            {list.items.map((item, index) => (
              <ListItem key={item.id} item={item} first={index === 0} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
