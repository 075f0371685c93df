// Entry of /custom-beer.js: defines <custom-beer-builder> once, even if the script is loaded twice.
import { CustomBeerBuilder } from './builder-element.ts';

if (!customElements.get('custom-beer-builder'))
  customElements.define('custom-beer-builder', CustomBeerBuilder);
