// How the web build groups modules into chunks (vite.config.ts). Every chunk a page needs is a request of
// its own, and on a phone's connection each request waits its turn for a round trip, so what storefront
// pages have in common ships in a few chunks instead of a dozen of a few hundred bytes each
// (docs/architecture.md, "First screen").
import type { Rolldown } from 'vite';
import { textChunkName } from '../src/web/app/text-groups.ts';

type Group = NonNullable<
  Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']
>[number];

/** Matches modules by their path (from the repository or from node_modules, without extension). */
function modules(paths: readonly string[]): RegExp {
  const alternatives = paths.map((module) => module.replaceAll('/', '[\\\\/]')).join('|');
  return new RegExp(`[\\\\/](${alternatives})\\.(tsx?|m?js)$`);
}

/** The framework every page needs. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|use-sync-external-store)[\\/]/;

/**
 * What storefront pages run besides the entry (which holds the gates and what they read: the shop's
 * settings, the stored choices, the language, so that a visitor at a gate loads nothing of this): the texts, calls and cart, the signed-in probes and toasts,
 * the header's, footer's and home page's parts and icons, and the controls the shop and product pages
 * share. A page that needs only some of it still loads it all, which costs fewer bytes than the requests.
 */
const SHELL = modules([
  'src/web/app-start',
  'src/shared/(images|policies|page-heads|site-pages|format-date)',
  'src/web/app/text-groups',
  'src/web/lib/(texts/translation|data/(api-client|api-error|admin-auth|query-client)|format/cn|browser/first-interaction)',
  'src/web/lib/(cart/cart-storage|data/newsletter-signup|hooks/use-hydrated)',
  'src/web/components/(product-image|privacy-line|newsletter-signup|delivery-info|business-details)',
  'src/web/components/ui/(use-toast|input|label|skeleton|textarea|select-trigger-style)',
  'lucide-react/dist/esm/(createLucideIcon|defaultAttributes|Icon|context|shared/src/utils/[^\\\\/]+)',
  'lucide-react/dist/esm/icons/(check|arrow-left|arrow-right|chevron-left|chevron-right|chevron-down|log-out)',
  'lucide-react/dist/esm/icons/(flask-conical|shopping-cart|id-card|send)',
  '@radix-ui/react-(slot|compose-refs|primitive|label)/dist/index',
]);

/** The product cards and Add to Cart, shared by the home page, the shop and the product page. */
const CATALOGUE = modules([
  'src/web/lib/data/(products|catalogue-addresses)',
  'src/shared/(stock-rules|releases)',
  'src/web/components/(product-card|release-note|stock-note|use-add-to-cart|use-added-feedback|ui/badge)',
  'lucide-react/dist/esm/icons/calendar-clock',
]);

/** Matches what any of `patterns` matches. */
function either(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => pattern.source).join('|'));
}

/** Matches modules of the named packages in node_modules. */
function packages(names: readonly string[]): RegExp {
  return new RegExp(`node_modules[\\\\/](${names.join('|')})[\\\\/]`);
}

/**
 * Radix's tabs and radio group with the parts they share with each other and with the accordion: the shop,
 * product and contact pages each use one of them, and one chunk costs fewer round trips than their dozen
 * small modules. The accordion and its collapsible are the contact page's alone, so they ship in its chunk
 * rather than on the shop and product pages.
 */
const WIDGETS = either(
  packages([
    '@radix-ui/react-(roving-focus|collection|id|direction|presence|use-controllable-state|use-callback-ref)',
    '@radix-ui/react-(use-layout-effect|context|use-previous|use-size|use-effect-event)',
    '@radix-ui/(react-tabs|react-radio-group|primitive)',
  ]),
  modules(['src/web/components/ui/(tabs|radio-group)']),
);

/** Radix's select (the shop's sort menu) with its positioning engine and the layer parts dialogs share. */
const OVERLAYS = packages([
  '@radix-ui/react-(select|popper|arrow|use-rect|dismissable-layer|focus-scope|focus-guards|portal)',
  '@radix-ui/(react-visually-hidden|react-use-escape-keydown|number)',
  '@floating-ui',
  'react-remove-scroll(-bar)?',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'aria-hidden',
  'get-nonce',
  'tslib',
  'detect-node-es',
]);
/**
 * The gates and what they read: the only script a visitor at a gate runs besides the entry, so no other
 * group may pull them in (docs/decisions/038-gate-screen-without-the-framework.md).
 */
const GATE_MODULES = modules([
  'src/web/features/gates/(static-gates|gate-rules|gate-state|development-reset)',
  // Vite's helper through which the entry asks for the app and its chunks at once.
  'preload-helper',
  'src/shared/gates/gate-texts',
  'src/shared/(config|message-catalogue)',
  'src/web/app/language',
  'src/web/lib/(browser/storage|data/site-config|browser/preference-cookie)',
]);
/** The gates' texts, with the modules that read them: split from them, a chunk could read them too early. */
const GATE_TEXTS = /[\\/]src[\\/]shared[\\/]gates[\\/](development[\\/])?locales[\\/](en|ms|zh)\.json$/;
const GATES = (id: string) => GATE_MODULES.test(id) || GATE_TEXTS.test(id);

export const chunkGroups: Group[] = [
  { name: 'gates', test: GATES, includeDependenciesRecursively: false },
  // Every page past the gates runs the framework, the app and its shell together, after the gates: one
  // request for all three (docs/decisions/038-gate-screen-without-the-framework.md).
  { name: 'shell', test: (id) => FRAMEWORK.test(id) || SHELL.test(id) },
  // Only these modules: the cart and the texts they use stay with the first screen.
  { name: 'catalogue', test: CATALOGUE, includeDependenciesRecursively: false },
  { name: 'widgets', test: WIDGETS },
  { name: 'overlays', test: OVERLAYS },
  // A part of the site's texts in one language is fetched as a whole, so it ships as one chunk.
  { name: textChunkName, test: /[\\/]locales[\\/](en|ms|zh)\.json$/ },
];
