import { SafeHtml } from '../../core/ui/index.ts';

/** The place as text: what the shopper sees before the map loads, and if it cannot. */
export function MapAddress({ title, content }: { title?: string | undefined; content?: string | undefined }) {
  return (
    <div className="vk-map__address">
      {title && <p className="vk-map__title">{title}</p>}
      {content && <SafeHtml className="vk-map__content" html={content} />}
    </div>
  );
}
