import { defineWidget } from '../../core/element/index.ts';
import { basketWidget } from './definition.ts';

defineWidget(basketWidget);
