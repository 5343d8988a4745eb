import type { ReactNode } from 'react';

/** Text for screen readers only (the `vk-visually-hidden` rule keeps it in the accessibility tree). */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span className="vk-visually-hidden" id={id}>
      {children}
    </span>
  );
}
