import { defineWidget } from '../../core/element/index.ts';
import { ordersWidget } from './definition.ts';

defineWidget(ordersWidget);
