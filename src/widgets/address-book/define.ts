import { defineWidget } from '../../core/element/index.ts';
import { addressBookWidget } from './definition.ts';

defineWidget(addressBookWidget);
