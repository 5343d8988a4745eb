import { elements } from '../src/registry/elements.ts';
import { shopEvents } from '../src/registry/events.ts';
import { attributeTable } from '../src/registry/generate.ts';

/**
 * A story file's docs page from the element registry. The stories render the React components, whose
 * props Storybook lists by itself; integrators write the custom element, so its page shows the element's
 * API: attributes, events, CSS custom properties and class hooks.
 */
function elementMarkdown(tag: string): string {
  const entry = elements.find((candidate) => candidate.tag === tag);
  if (!entry) throw new Error(`<${tag}> is not in src/registry/elements.ts`);
  const sections = [`### \`<${entry.tag}>\``, entry.summary, '**Attributes** (kebab-case, as the page writes them)', attributeTable(entry)];
  if (entry.events.length) {
    sections.push(
      '**Events** (dispatched on `document`)',
      entry.events.map((event) => `- \`${event}\` \`${shopEvents[event].detail}\`: ${shopEvents[event].description}`).join('\n'),
    );
  }
  if (entry.cssProperties.length) {
    const rows = entry.cssProperties.map(
      (property) => `| \`${property.name}\` | \`${property.default ?? ''}\` | ${property.description} |`,
    );
    sections.push(
      '**CSS custom properties** (set them on `:root` or on the element)',
      ['| property | default | |', '|---|---|---|', ...rows].join('\n'),
    );
  }
  if (entry.parts.length) {
    sections.push(
      '**Class hooks** (light DOM, stable for themes)',
      entry.parts.map((part) => `- \`.${part.name}\`: ${part.description}`).join('\n'),
    );
  }
  return sections.join('\n\n');
}

/** `parameters` for a story meta whose stories show the given elements. */
export function elementDocs(...tags: [string, ...string[]]) {
  return { docs: { description: { component: tags.map(elementMarkdown).join('\n\n---\n\n') } } };
}
