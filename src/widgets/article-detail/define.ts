import { defineWidget } from '../../core/element/index.ts';
import { articleDetailWidget } from './definition.ts';

defineWidget(articleDetailWidget);
