import { defineWidget } from '../../core/element/index.ts';
import { headerWidget } from './definition.ts';

defineWidget(headerWidget);
