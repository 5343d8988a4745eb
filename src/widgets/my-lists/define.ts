import { defineWidget } from '../../core/element/index.ts';
import { myListsWidget } from './definition.ts';

defineWidget(myListsWidget);
