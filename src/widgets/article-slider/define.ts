import { defineWidget } from '../../core/element/index.ts';
import { articleSliderWidget } from './definition.ts';

defineWidget(articleSliderWidget);
