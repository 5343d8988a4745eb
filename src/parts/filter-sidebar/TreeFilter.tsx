import { useState } from 'react';
import type { FacetValue } from '../../core/api/index.ts';
import { useT } from '../../i18n/use-t.ts';
import { FacetCheckbox } from './MultiSelectFilter.tsx';

import { MAX_TREE_DEPTH as MAX_DEPTH, toggleTreeValue, treeMark } from './tree-selection.ts';

function containsSelected(value: FacetValue, selected: readonly string[], depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  return (value.children ?? []).some((child) => selected.includes(child.value) || containsSelected(child, selected, depth + 1));
}

interface TreeNodeProps {
  value: FacetValue;
  selected: readonly string[];
  onToggle: (value: string) => void;
  depth: number;
  /** An ancestor is chosen, so this node is included too. */
  included: boolean;
}

function TreeNode({ value, selected, onToggle, depth, included }: TreeNodeProps) {
  const t = useT();
  const children = (value.children ?? []).filter(
    (child) => child.count > 0 || selected.includes(child.value) || containsSelected(child, selected),
  );
  const [open, setOpen] = useState(() => containsSelected(value, selected));
  const hasChildren = children.length > 0 && depth < MAX_DEPTH;
  const mark = treeMark(value, selected, included);
  return (
    <li className="vk-tree__node">
      <div className="vk-tree__row">
        {hasChildren ? (
          <button
            type="button"
            className="vk-tree__toggle"
            aria-expanded={open}
            aria-label={t(open ? 'filter.zuklappen' : 'filter.aufklappen', { label: value.label })}
            onClick={() => setOpen((current) => !current)}
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        ) : (
          <span className="vk-tree__spacer" aria-hidden="true" />
        )}
        <FacetCheckbox value={value} checked={mark === 'checked'} mixed={mark === 'mixed'} onToggle={() => onToggle(value.value)} />
      </div>
      {hasChildren && open && (
        <ul className="vk-tree__children">
          {children.map((child) => (
            <TreeNode
              key={child.value}
              value={child}
              selected={selected}
              onToggle={onToggle}
              depth={depth + 1}
              included={mark === 'checked'}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/** The landRegion tree (spec §3): country → region → subregion; a node selects its whole subtree. */
export function TreeFilter({
  label,
  values,
  selected,
  onChange,
}: {
  label: string;
  values: FacetValue[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
}) {
  const roots = values.filter((value) => value.count > 0 || selected.includes(value.value) || containsSelected(value, selected));
  if (roots.length === 0) return null;
  const toggle = (value: string) => onChange(toggleTreeValue(values, selected, value));
  return (
    <fieldset className="vk-filter">
      <legend className="vk-filter__title">{label}</legend>
      <ul className="vk-tree">
        {roots.map((value) => (
          <TreeNode key={value.value} value={value} selected={selected} onToggle={toggle} depth={1} included={false} />
        ))}
      </ul>
    </fieldset>
  );
}
