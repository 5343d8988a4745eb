import { useState, type FormEvent } from 'react';
import type { Merkliste } from '../api/schemas/merkliste.ts';
import { useShopStore } from '../state/use-shop-store.ts';
import { createList } from './lists.ts';

/**
 * The "Neue Merkliste" form of the toggle's menu and of my lists: the name, Save disabled while it is empty
 * or a request runs, and the server's message for a bad name. `onCreated` gets the new (newest) list.
 */
export function useCreateList(artikelId: number | null, onCreated: (list: Merkliste) => void) {
  const store = useShopStore();
  const [name, setName] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim() || submitting) return;
    setSubmitting(true);
    const { outcome, created } = await createList(store, name, artikelId);
    setSubmitting(false);
    if (outcome.status === 'invalid') setError(outcome.fieldMessages.bezeichnung ?? Object.values(outcome.fieldMessages)[0] ?? null);
    if (!created) return;
    setName('');
    setError(null);
    onCreated(created);
  }

  return { name, setName, error, submitting, canSave: Boolean(name.trim()) && !submitting, submit };
}
