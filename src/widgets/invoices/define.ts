import { defineWidget } from '../../core/element/index.ts';
import { invoicesWidget } from './definition.ts';

defineWidget(invoicesWidget);
