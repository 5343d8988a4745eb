import { defineWidget } from '../../core/element/index.ts';
import { checkoutWidget } from './definition.ts';

defineWidget(checkoutWidget);
