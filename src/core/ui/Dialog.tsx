import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useEffectEvent } from '../use-effect-event.ts';
import type { MessageId } from '../../i18n/index.ts';
import { useT } from '../../i18n/use-t.ts';
import type { DialogKind, OpenDialog } from '../state/dialogs.ts';
import { DialogHeader } from './DialogHeader.tsx';
import { DialogHtmlContent } from './DialogHtmlContent.tsx';
import { focusElement } from './focus.ts';
import { handleModalKeyDown, useModalFocus } from './modal-focus.ts';

/** Kinds with a single OK button: closing them any way counts as acknowledged (resolves true). */
const OK_ONLY: ReadonlySet<DialogKind> = new Set(['info', 'warning', 'danger', 'alert', 'html']);
/** Kinds that interrupt and demand an answer are alert dialogs to assistive technology. */
const ALERT_KINDS: ReadonlySet<DialogKind> = new Set(['warning', 'danger', 'alert', 'question', 'confirmation']);

const DEFAULT_TITLE: Record<DialogKind, MessageId> = {
  info: 'dialog.info',
  warning: 'dialog.warnung',
  danger: 'dialog.fehler',
  alert: 'dialog.warnung',
  question: 'dialog.frage',
  confirmation: 'dialog.frage',
  html: 'dialog.info',
};

const ICON: Partial<Record<DialogKind, string>> = { info: 'i', warning: '!', danger: '!', alert: '!', question: '?', confirmation: '?' };

export interface DialogProps {
  dialog: OpenDialog;
  /** Only the top dialog of a stack is interactive; the ones below are inert. */
  isTop?: boolean;
}

/**
 * One modal of the dialog stack. A div-based modal (jsdom and some embedding CMS lack showModal's
 * top layer guarantees): focus moves in on open, Tab stays inside, focus returns on close.
 */
export function Dialog({ dialog, isTop = true }: DialogProps) {
  const t = useT();
  const titleId = useId();
  const bodyId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const okOnly = OK_ONLY.has(dialog.kind);
  const { resolve } = dialog;

  useModalFocus(panelRef);

  const dismiss = () => resolve(okOnly);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    handleModalKeyDown(event, panelRef.current, dialog.closeOnEscape !== false ? dismiss : undefined);
  }

  // A mouse convenience (Escape and the close buttons are the keyboard way out), bound here rather than
  // as JSX props because the backdrop is not a control. Only a click that starts and ends on the
  // backdrop closes: selecting text inside and releasing outside does not.
  const dismissFromBackdrop = useEffectEvent(dismiss);
  const staticBackdrop = Boolean(dialog.staticBackdrop);
  useEffect(() => {
    const backdrop = backdropRef.current;
    if (!backdrop || staticBackdrop) return;
    let pressedOnBackdrop = false;
    const onMouseDown = (event: globalThis.MouseEvent) => {
      pressedOnBackdrop = event.target === backdrop;
    };
    const onClick = (event: globalThis.MouseEvent) => {
      if (pressedOnBackdrop && event.target === backdrop) dismissFromBackdrop();
      pressedOnBackdrop = false;
    };
    backdrop.addEventListener('mousedown', onMouseDown);
    backdrop.addEventListener('click', onClick);
    return () => {
      backdrop.removeEventListener('mousedown', onMouseDown);
      backdrop.removeEventListener('click', onClick);
    };
  }, [staticBackdrop]);

  // A page with a form (the login modal): its first field gets focus once loaded, unless the shopper moved on.
  function focusFirstField(content: HTMLElement) {
    const panel = panelRef.current;
    const active = document.activeElement;
    if (!panel || (active !== panel && !panel.querySelector('.vk-dialog__close')?.contains(active))) return;
    focusElement(
      content.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])'),
    );
  }

  const title = dialog.title || t(DEFAULT_TITLE[dialog.kind]);
  const hasText = Boolean(dialog.message) || Boolean(dialog.lines?.length);
  const describedBy = hasText || dialog.kind === 'html' ? bodyId : undefined;
  const icon = ICON[dialog.kind];

  return (
    <div ref={backdropRef} className={`vk-dialog-backdrop${staticBackdrop ? ' vk-dialog-backdrop--static' : ''}`} inert={!isTop}>
      <div
        ref={panelRef}
        className={`vk-dialog vk-dialog--${dialog.kind}`}
        role={ALERT_KINDS.has(dialog.kind) ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <DialogHeader titleId={titleId} title={title} icon={icon} onClose={dismiss} />
        {/* A long page (the AGB) scrolls in the body: focusable, so the keyboard scrolls it too (axe scrollable-region-focusable). */}
        <div className="vk-dialog__body" tabIndex={dialog.kind === 'html' ? 0 : undefined}>
          {dialog.kind === 'html' ? (
            <DialogHtmlContent html={dialog.html} url={dialog.url} id={bodyId} title={title} onReady={focusFirstField} />
          ) : (
            hasText && (
              <div id={bodyId}>
                {dialog.message && <p className="vk-dialog__message">{dialog.message}</p>}
                {dialog.lines && dialog.lines.length > 0 && (
                  <ul className="vk-dialog__lines">
                    {dialog.lines.map((line, index) => (
                      <li key={index}>{line}</li>
                    ))}
                  </ul>
                )}
              </div>
            )
          )}
          {dialog.sections?.map((section, index) => (
            <section className="vk-dialog__section" key={index}>
              <h3 className="vk-dialog__section-heading">{section.heading}</h3>
              <pre className="vk-dialog__pre">{section.text}</pre>
            </section>
          ))}
        </div>
        {/* An html dialog is a page in a frame: the header's × closes it, a second close button would only repeat it. */}
        {dialog.kind !== 'html' && (
          <div className="vk-dialog__footer">
            {okOnly ? (
              <button type="button" className="vk-button vk-button--primary" data-autofocus onClick={() => resolve(true)}>
                {t('dialog.ok')}
              </button>
            ) : (
              <>
                <button type="button" className="vk-button vk-button--secondary" data-autofocus onClick={() => resolve(false)}>
                  {dialog.cancelLabel ?? t(dialog.kind === 'question' ? 'dialog.nein' : 'dialog.abbrechen')}
                </button>
                <button type="button" className="vk-button vk-button--primary" onClick={() => resolve(true)}>
                  {dialog.confirmLabel ?? t(dialog.kind === 'question' ? 'dialog.ja' : 'dialog.bestaetigen')}
                </button>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
