import { compileMessage } from '@lingui/message-utils/compileMessage';

/** Build-time only: turns `{ id: ICU message }` into lingui's compiled messages. */
export function compileCatalog(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessage(message)]));
}
