import { defineWidget } from '../../core/element/index.ts';
import { articleListWidget } from './definition.ts';

defineWidget(articleListWidget);
