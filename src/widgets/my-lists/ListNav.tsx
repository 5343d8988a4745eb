import type { Merkliste } from '../../core/api/index.ts';
import { useCreateList } from '../../core/merkliste/index.ts';
import { DialogHeader, Field } from '../../core/ui/index.ts';
import { useT } from '../../i18n/use-t.ts';

export interface ListNavProps {
  titleId: string;
  lists: Merkliste[];
  chosenId: number | null;
  onChoose: (merklisteId: number) => void;
  /** In the phone drawer: the × button. */
  onClose?: () => void;
}

/** The list of lists (select) and the form for a new list (create). */
export function ListNav({ titleId, lists, chosenId, onChoose, onClose }: ListNavProps) {
  const t = useT();
  const newList = useCreateList(null, (created) => onChoose(created.merklisteId));

  return (
    <nav className="vk-my-lists__nav" aria-labelledby={titleId}>
      {onClose ? (
        <DialogHeader titleId={titleId} title={t('meineListen.listen')} onClose={onClose} />
      ) : (
        <h2 className="vk-my-lists__nav-title" id={titleId}>
          {t('meineListen.listen')}
        </h2>
      )}
      <ul className="vk-my-lists__lists">
        {lists.map((list) => (
          <li key={list.merklisteId}>
            <button
              type="button"
              className="vk-my-lists__choose"
              aria-current={list.merklisteId === chosenId ? 'true' : undefined}
              onClick={() => onChoose(list.merklisteId)}
            >
              <span className="vk-my-lists__choose-name">{list.bezeichnung}</span>
              <span className="vk-my-lists__choose-meta">
                {list.isDefault && `${t('meineListen.standard')} · `}
                {t('meineListen.anzahl', { count: list.items.length })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <form className="vk-my-lists__new" noValidate onSubmit={(event) => void newList.submit(event)}>
        <Field label={t('merkliste.neu.name')} error={newList.error}>
          <input type="text" name="bezeichnung" value={newList.name} onChange={(event) => newList.setName(event.target.value)} />
        </Field>
        <button type="submit" className="vk-button vk-button--secondary" disabled={!newList.canSave} aria-busy={newList.submitting}>
          {t('merkliste.neu.speichern')}
        </button>
      </form>
    </nav>
  );
}
