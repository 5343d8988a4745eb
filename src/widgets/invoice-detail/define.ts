import { defineWidget } from '../../core/element/index.ts';
import { invoiceDetailWidget } from './definition.ts';

defineWidget(invoiceDetailWidget);
