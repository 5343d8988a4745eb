import { defineWidget } from '../../core/element/index.ts';
import { bigSliderWidget } from './definition.ts';

defineWidget(bigSliderWidget);
