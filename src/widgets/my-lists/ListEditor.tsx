import { useAtomValue } from 'jotai/react';
import { useId, useState, type FormEvent } from 'react';
import type { Merkliste, MerklisteItem } from '../../core/api/index.ts';
import { addToBasket } from '../../core/basket/index.ts';
import { setOnList, deleteList, orderAll, renameList, merklisteFilterUrl } from '../../core/merkliste/index.ts';
import { configAtom, useShopStore } from '../../core/state/index.ts';
import { ArtikelPicture, Field, Price } from '../../core/ui/index.ts';
import { formatQuantity } from '../../core/format.ts';
import { useT } from '../../i18n/use-t.ts';

function unitName(item: MerklisteItem): string {
  const unit = item.bestelleinheit === 'Grossgebinde' ? item.artikel.bestelleinheitGrossgebinde : item.artikel.bestelleinheitAbfuellung;
  return unit?.bezeichnung ?? item.artikel.abfuellung.bezeichnung;
}

function ListItem({ item }: { item: MerklisteItem }) {
  const t = useT();
  const store = useShopStore();
  const { artikel } = item;
  const title = [artikel.bezeichnung, artikel.jahrgang].filter(Boolean).join(' ');
  return (
    <li className="vk-my-lists__item">
      <ArtikelPicture className="vk-my-lists__image" url={artikel.urlListImage} alt="" loading="lazy" />
      <div className="vk-my-lists__item-body">
        <a className="vk-my-lists__item-link" href={artikel.urlArtikelDetail}>
          {title}
        </a>
        <span className="vk-my-lists__item-unit">{t('meineListen.menge', { menge: formatQuantity(item.mengeBestelleinheit), einheit: unitName(item) })}</span>
        <Price preis={artikel.preis} preisOhneAktion={artikel.preisOhneAktion} istAktion={artikel.istAktion} rabattProzent={artikel.rabattProzent} kundeInklMwst={artikel.kundeInklMwst} size="small" />
      </div>
      <div className="vk-my-lists__item-actions">
        {artikel.bestellbar ? (
          <button
            type="button"
            className="vk-button vk-button--primary"
            aria-label={t('meineListen.bestellen.artikel', { name: title })}
            onClick={() => void addToBasket(store, [{ artikelId: artikel.artikelId, bestelleinheit: item.bestelleinheit, mengeBestelleinheit: item.mengeBestelleinheit }])}
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

/** The chosen list: its name (rename, save, cancel), delete, and its articles (remove, order, all into the basket). */
export function ListEditor({ list }: { list: Merkliste }) {
  const t = useT();
  const store = useShopStore();
  const config = useAtomValue(configAtom);
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(list.bezeichnung);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [ordering, setOrdering] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSubmitting(true);
    const outcome = await renameList(store, list.merklisteId, name);
    setSubmitting(false);
    if (outcome.status === 'invalid') setError(outcome.fieldMessages.bezeichnung ?? Object.values(outcome.fieldMessages)[0] ?? null);
    if (outcome.status === 'success') {
      setEditing(false);
      setError(null);
    }
  }

  function cancel() {
    setEditing(false);
    setName(list.bezeichnung);
    setError(null);
  }

  async function remove() {
    const outcome = await deleteList(store, list);
    if (outcome?.status === 'invalid') setError(Object.values(outcome.fieldMessages)[0] ?? null);
  }

  async function order() {
    setOrdering(true);
    await orderAll(store, list);
    setOrdering(false);
  }

  return (
    <section className="vk-my-lists__list" aria-labelledby={headingId}>
      <div className="vk-my-lists__head">
        <h2 className="vk-my-lists__title" id={headingId}>
          {list.bezeichnung}
        </h2>
        {editing ? (
          <form className="vk-my-lists__rename" noValidate onSubmit={(event) => void save(event)}>
            <Field label={t('meineListen.name')} error={error}>
              <input type="text" name="bezeichnung" value={name} data-autofocus onChange={(event) => setName(event.target.value)} />
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
            <button type="button" className="vk-button vk-button--secondary" onClick={() => setEditing(true)}>
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
        {!editing && error && <p className="vk-field__error" role="alert">{error}</p>}
      </div>
      {list.items.length === 0 ? (
        <p className="vk-my-lists__empty">{t('meineListen.leer')}</p>
      ) : (
        <>
          <div className="vk-my-lists__buttons">
            <button type="button" className="vk-button vk-button--primary" disabled={ordering} aria-busy={ordering} onClick={() => void order()}>
              {t('meineListen.alleBestellen')}
            </button>
            <a className="vk-button vk-button--secondary" href={merklisteFilterUrl(config, list.merklisteId)}>
              {t('meineListen.imShop')}
            </a>
          </div>
          <ul className="vk-my-lists__items">
            {list.items.map((item) => (
              <ListItem key={item.id} item={item} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
