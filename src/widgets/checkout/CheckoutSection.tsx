import type { FocusEvent, ReactNode } from 'react';
import type { ModuleState } from '../../core/api/index.ts';
import { ValidMark } from '../../core/ui/index.ts';
import { WarningBox } from '../../core/ui/index.ts';

interface CheckoutSectionProps {
  name: string;
  title: string;
  /** The module's state; its mark is a check when valid, grey when not (spec §2). None in read-only mode. */
  state?: ModuleState | undefined;
  /** Module messages that belong to no field of the section. */
  messages?: readonly string[];
  children: ReactNode;
  /** Focus left the section (the shopper went through it): its messages may show now. */
  onLeave?: (() => void) | undefined;
}

/** One section of the checkout with its heading, valid mark and warning box. */
export function CheckoutSection({ name, title, state, messages = [], children, onLeave }: CheckoutSectionProps) {
  const titleId = `vk-checkout-${name}-title`;
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) onLeave?.();
  };
  return (
    <section className={`vk-checkout-section vk-checkout-section--${name}`} aria-labelledby={titleId} onBlur={onLeave ? leave : undefined}>
      <div className="vk-checkout-section__head">
        <h2 className="vk-checkout-section__title" id={titleId}>
          {title}
        </h2>
        {state && <ValidMark valid={state.isValid} />}
      </div>
      <WarningBox messages={messages} />
      {children}
    </section>
  );
}
