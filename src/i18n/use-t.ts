import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { MessageId, MessageValues } from './index.ts';

/** The translate function for components; re-renders when the language changes. */
export function useT(): (id: MessageId, values?: MessageValues) => string {
  const { _ } = useLingui();
  return useCallback((id: MessageId, values?: MessageValues) => _(id, values), [_]);
}
