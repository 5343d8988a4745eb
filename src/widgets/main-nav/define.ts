import { defineWidget } from '../../core/element/index.ts';
import { mainNavWidget } from './definition.ts';

defineWidget(mainNavWidget);
