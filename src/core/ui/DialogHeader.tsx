import { useT } from '../../i18n/use-t.ts';

/** The title row of every modal (Dialog and ModalFrame): optional kind icon, the title, and the × button. */
export function DialogHeader({
  titleId,
  title,
  icon,
  onClose,
}: {
  titleId: string;
  title: string;
  icon?: string | undefined;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <div className="vk-dialog__header">
      {icon && (
        <span className="vk-dialog__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <h2 className="vk-dialog__title" id={titleId}>
        {title}
      </h2>
      <button type="button" className="vk-dialog__close" aria-label={t('dialog.schliessen')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
