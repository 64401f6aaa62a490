// Where look-alike keys are looked for: see mayBeLookAlike beside the columns it indexes.
export { mayBeLookAlike } from './schema/columns';
