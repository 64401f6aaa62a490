// Blueprint as Farm Hand uses it. Its stylesheet and its icon tables load on every screen before
// the first paint, so what they carry costs every start: download, parse and run on a cheap phone.
import postcss, { type Rule } from 'postcss';
import type { Plugin } from 'vite';

// Blueprint spells its blue "primary" out as literal colours in ~150 places (checkboxes, tabs,
// focus rings, links). Farm Hand's primary is pasture green: the blue scale becomes a green one of
// the same lightness steps, rather than each selector being chased by hand.
const BLUE_TO_GREEN: [RegExp, string][] = [
  [/#184a90/gi, '#1f4a28'],
  [/#215db0/gi, '#24502c'],
  [/#2d72d2/gi, '#2f6b3a'],
  [/#4c90f0/gi, '#4f9457'],
  [/#8abbff/gi, '#8cc795'],
  [/rgba\(33, 93, 176,/g, 'rgba(36, 80, 44,'],
  [/rgba\(45, 114, 210,/g, 'rgba(47, 107, 58,'],
  [/rgba\(138, 187, 255,/g, 'rgba(140, 199, 149,'],
];

/**
 * Classes of Blueprint components Farm Hand never renders (none of their modules is in the build):
 * a selector naming one can match nothing. `npm test`'s build check keeps this list honest.
 */
export const UNUSED_COMPONENT_CLASSES = [
  'alert',
  'breadcrumb',
  'card-list',
  'compound-tag',
  'context-menu',
  'dialog-step',
  'drawer',
  'editable-text',
  'entity-title',
  'file-input',
  'file-upload-input',
  'html-table',
  'menu',
  'multistep-dialog',
  'navbar',
  'numeric-input',
  'overflow-list',
  'panel-stack',
  'popover',
  'resizable-input',
  'section',
  'slider',
  'submenu',
  'tag-input',
  'tooltip',
  'tree',
] as const;

const unusedClass = new RegExp(`\\.bp6-(?:${UNUSED_COMPONENT_CLASSES.join('|')})(?![a-zA-Z0-9_])`);
/** Whether the selector can only match inside an unused component (`:not(…)` excepted). */
const needsUnusedComponent = (selector: string) => unusedClass.test(selector.replace(/:not\([^)]*\)/g, ''));
// The icon font's glyphs (`.bp6-icon-add::before { content: … }`): Farm Hand draws every icon as
// an SVG component, never with the font.
const iconGlyph = /^\.bp6-icon-[\w-]+::?before$/;

function isIconGlyph(rule: Rule): boolean {
  return (
    rule.selectors.every((selector) => iconGlyph.test(selector.trim())) &&
    rule.nodes.every((node) => node.type === 'decl' && node.prop === 'content')
  );
}

/** Blueprint's CSS in green, without the rules for components and icon glyphs Farm Hand never uses. */
export function trimBlueprintCss(css: string): string {
  const green = BLUE_TO_GREEN.reduce((text, [blue, to]) => text.replace(blue, to), css);
  const root = postcss.parse(green);
  root.walkRules((rule) => {
    if (isIconGlyph(rule)) {
      rule.remove();
      return;
    }
    const kept = rule.selectors.filter((selector) => !needsUnusedComponent(selector));
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

/**
 * Blueprint's table of every icon name (1,100 of them, each converted to two spellings when the
 * page starts) serves icons given by name, which load their drawings over the network. Farm Hand
 * and the Blueprint components it uses give icons as components only, so the table is empty: a
 * name would log "Unknown icon", which the browser tests fail on.
 */
const NO_ICON_NAMES = 'export const IconNames = {};\nexport const IconNamesSet = new Set();\n';

export function blueprintForFarmHand(): Plugin {
  return {
    name: 'farm-hand:blueprint',
    enforce: 'pre',
    load(id) {
      return /@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/.test(id) ? NO_ICON_NAMES : null;
    },
    transform(code, id) {
      if (!/@blueprintjs[\\/]core[\\/].*blueprint\.css$/.test(id)) return null;
      return { code: trimBlueprintCss(code), map: null };
    },
  };
}
