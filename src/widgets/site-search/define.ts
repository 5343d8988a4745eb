import { defineWidget } from '../../core/element/index.ts';
import { siteSearchWidget } from './definition.ts';

defineWidget(siteSearchWidget);
