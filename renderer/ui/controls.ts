// Blueprint's controls and class names that features use, beyond the few leaf components they may
// import themselves (eslint.config.js): through this one module, so a convention for any of them
// (as the keyboard-walkable Tabs has) is kept in one place, not by hand at each use.
export { Classes, Collapse, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup, SegmentedControl, Switch, TextArea } from '@blueprintjs/core';
