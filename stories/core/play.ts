/**
 * Play functions for stories that reach their final state after mounting. Storybook runs its a11y
 * check after play, and the stories' smoke test (tests/components/stories.test.tsx) checks then too:
 * both see the state the story describes, never a moment in between.
 */
import { expect, waitFor, within } from 'storybook/test';
import type { DialogRequest } from '../../src/core/state/dialogs.ts';
import { t, type MessageId } from '../../src/i18n/index.ts';

type PlayContext = { canvasElement: HTMLElement };

/** The toasts and dialogs live in the page's hosts, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A load without an API (no page model, no server in Storybook): done when the failed call's toast shows. */
export async function untilLoadFailed({ canvasElement }: PlayContext): Promise<void> {
  await page(canvasElement).findByText(t('errorServerCommunication'));
}

/**
 * CMS text with markup (SafeHtml) shows its tags once DOMPurify has loaded: done when `selector`, an
 * element of that markup, is in the story.
 */
export const untilMarkupShows =
  (selector: string) =>
  async ({ canvasElement }: PlayContext): Promise<void> => {
    await waitFor(() => expect(canvasElement.querySelector(selector)).not.toBeNull());
  };

/** A story that ends in an element's own fault notice: done when the message `key` shows. */
export const untilMessageShows =
  (key: MessageId) =>
  async ({ canvasElement }: PlayContext): Promise<void> => {
    await within(canvasElement).findByText(t(key));
  };

/** The spinner shows after its delay (spec §9 loadingMsgDelay). */
export async function untilSpinnerShows({ canvasElement }: PlayContext): Promise<void> {
  await within(canvasElement).findByRole('status');
}

/**
 * Dialogs opened on mount: done when the top one shows (the dialog's code loads on first use) with its
 * content (an html dialog's text once DOMPurify has cleaned it).
 */
export async function untilDialogsShow({ canvasElement, args }: PlayContext & { args: { requests: DialogRequest[] } }): Promise<void> {
  const top = args.requests.at(-1);
  if (!top) return;
  const heading = await page(canvasElement).findByText(top.title);
  const dialog = within(heading.closest<HTMLElement>('[role=dialog], [role=alertdialog]')!);
  await waitFor(() => expect(dialog.queryByText(t('dialog.inhaltLaden'))).toBeNull());
}
