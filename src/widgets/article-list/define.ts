import { defineWidget } from '../../core/element/define-widget.tsx';
import { articleListWidget } from './definition.ts';

defineWidget(articleListWidget);
